import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useRoomBeat, type RoomBeat } from './api/heart';
import { betKey, type Bet } from './roomRules';
import styles from './betRoom.module.css';

const feedOf = (beat: RoomBeat) => beat.feed;
const NO_BETS: readonly Bet[] = [];

// The label comes from the list: 300 rows each subscribing to i18n would cost more than the row itself.
const FeedRow = memo(function FeedRow({ bet, follow, onFollow }: { bet: Bet; follow: string; onFollow: (bet: Bet) => void }) {
  return (
    <li className={styles.bet} data-testid="feed-bet">
      <span className={styles.betWho}>
        <span className={styles.betName}>{bet.nickname}</span>
        <span className={styles.betIssue}>{bet.issue}</span>
      </span>
      <span className={styles.betWhat}>
        <span className={styles.betMethod}>{bet.play_method}</span>
        <span className={styles.betMoney}>{formatMoney(bet.quantity)}</span>
      </span>
      <button type="button" className={styles.follow} onClick={() => onFollow(bet)}>
        {follow}
      </button>
    </li>
  );
});

/**
 * The live feed, newest first, names as the api masked them. A heartbeat that brings no new bet leaves the feed
 * as it was, so the 300 rows are not rendered again every 2 s; a new bet renders only its own row.
 */
export const BetFeed = memo(function BetFeed({
  planId,
  gameId,
  onFollow,
}: {
  planId: number;
  gameId: number;
  onFollow: (bet: Bet) => void;
}) {
  const { t } = useTranslation();
  const feed = useRoomBeat(planId, gameId, feedOf).data ?? NO_BETS;
  const newestFirst = useMemo(() => [...feed].reverse(), [feed]);
  return (
    <div className={styles.feed}>
      <div className={styles.sectionTitle}>{t('trade.room.feed')}</div>
      {newestFirst.length === 0 ? (
        <p className={styles.empty}>{t('trade.room.feedEmpty')}</p>
      ) : (
        <ul className={styles.bets} data-testid="room-feed">
          {newestFirst.map((bet) => (
            <FeedRow key={betKey(bet)} bet={bet} follow={t('trade.room.follow')} onFollow={onFollow} />
          ))}
        </ul>
      )}
    </div>
  );
});
