import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { DrawDigits } from '../../shared/DrawDigits';
import { useRoomBeat, type RoomBeat } from './api/heart';
import { useLatestDraws } from './api/latestDraws';
import styles from './betRoom.module.css';

const lastDrawn = (beat: RoomBeat) => beat.last_issue?.issue;

/** The game's last 4 results, and a link to check the latest draw (named: the list moves on) in the verifier. */
export function LatestDraws({ planId, gameId }: { planId: number; gameId: number }) {
  const { t } = useTranslation();
  const { data: lastIssue } = useRoomBeat(planId, gameId, lastDrawn);
  const { data: draws = [] } = useLatestDraws(gameId, lastIssue);
  return (
    <div className={styles.results}>
      <div className={styles.sectionTitle}>{t('trade.room.results')}</div>
      <ul className={styles.draws} data-testid="room-draws">
        {draws.map((draw) => (
          <li key={draw.issue} className={styles.draw}>
            <span className={styles.drawIssue}>{draw.issue}</span>
            <DrawDigits digits={[draw.site_1, draw.site_2, draw.site_3]} sum={draw.code} />
          </li>
        ))}
      </ul>
      {draws[0] && (
        <Link className={styles.verifyLink} to={`${ROUTES.verify}?game_id=${gameId}&issue=${draws[0].issue}`} data-testid="room-verify">
          {t('trade.room.verifyDraw', { issue: draws[0].issue })}
        </Link>
      )}
    </div>
  );
}
