import { useTranslation } from 'react-i18next';
import { useHallChannel, useLiveGames } from './api/liveRooms';
import { LiveGame } from './LiveGame';
import home from '../home.module.css';
import styles from './liveRooms.module.css';

/**
 * The games on now, as the hall has them: round, countdown and last draw, and a tap straight into a room. Kept by the
 * hall's live channel while it is open, by polling while it is not.
 */
export function LiveRooms() {
  const { t } = useTranslation();
  const live = useHallChannel() === 'open';
  const games = useLiveGames(live).data?.gameList ?? [];
  if (games.length === 0) return null;
  return (
    <section className={home.card} data-testid="live-rooms" data-live={live ? 'stream' : 'poll'}>
      <h2 className={home.cardTitle}>{t('content.home.live.title')}</h2>
      <ul className={styles.games}>
        {games.map((game) => (
          <LiveGame key={game.id} game={game} live={live} />
        ))}
      </ul>
    </section>
  );
}
