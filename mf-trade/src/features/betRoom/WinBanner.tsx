import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useRoomBeat, type RoomBeat } from './api/heart';
import { useRoundResult } from './api/roundResult';
import styles from './betRoom.module.css';

const ROUND_TEXT = { won: 'trade.room.roundWon', lost: 'trade.room.roundLost', back: 'trade.room.roundBack' } as const;

const drawnWhileHere = (beat: RoomBeat) => beat.drawnIssue;

/**
 * After a draw the member watched: what their own orders of that round came to by the net (won, lost or back), with
 * the payout and the stake beside it, or settling; once per draw. A payout alone is no win: it may be less than the stake.
 */
export function WinBanner({ planId, gameId }: { planId: number; gameId: number }) {
  const { t } = useTranslation();
  const drawnIssue = useRoomBeat(planId, gameId, drawnWhileHere).data ?? null;
  const { data: result } = useRoundResult(gameId, drawnIssue);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!result || !drawnIssue || dismissed === drawnIssue) return null;
  const text =
    result.kind === 'settling'
      ? t('trade.room.settling', { issue: drawnIssue })
      : t(ROUND_TEXT[result.kind], {
          issue: drawnIssue,
          net: formatMoney(Math.abs(result.net)),
          paid: formatMoney(result.paid),
          stake: formatMoney(result.stake),
        });
  return (
    <div
      className={`${styles.banner} ${result.kind === 'won' ? styles.bannerWon : ''}`}
      role="status"
      data-testid="room-result"
      data-result={result.kind}
    >
      <span>{text}</span>
      <button type="button" className={styles.bannerClose} onClick={() => setDismissed(drawnIssue)} aria-label={t('trade.room.close')}>
        ×
      </button>
    </div>
  );
}
