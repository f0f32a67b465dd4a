import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useRoomBeat, type RoomBeat } from './api/heart';
import { useRoundResult } from './api/roundResult';
import styles from './betRoom.module.css';

const drawnWhileHere = (beat: RoomBeat) => beat.drawnIssue;

/** After a draw the member watched: their own orders of that round, won (with what it paid), not won, or settling; once per draw. */
export function WinBanner({ planId, gameId }: { planId: number; gameId: number }) {
  const { t } = useTranslation();
  const drawnIssue = useRoomBeat(planId, gameId, drawnWhileHere).data ?? null;
  const { data: result } = useRoundResult(gameId, drawnIssue);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!result || !drawnIssue || dismissed === drawnIssue) return null;
  const text =
    result.kind === 'won'
      ? t('trade.room.won', { issue: drawnIssue, amount: formatMoney(result.amount) })
      : t(result.kind === 'notWon' ? 'trade.room.notWon' : 'trade.room.settling', { issue: drawnIssue });
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
