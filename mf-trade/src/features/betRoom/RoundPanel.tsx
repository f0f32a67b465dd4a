import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { ConnectionLost, isNetworkFailure, useConnectionLost, useSession } from 'shared-contracts/platform';
import { roundAtOf, useRoomBeat } from './api/heart';
import { Countdown } from './Countdown';
import { roundState } from './roomRules';
import styles from './betRoom.module.css';

/** The round (countdown to the seal, 'already sealed' with the time to the draw, or closed) and the total assets, tap to refresh. */
export function RoundPanel({ planId, gameId, onRefresh }: { planId: number; gameId: number; onRefresh: () => void }) {
  const { t } = useTranslation();
  const { data: state = null, error } = useRoomBeat(planId, gameId, roundState);
  // From when the round was heard (a poll's answer or the channel's frame), not from the entry's last write.
  const answeredAt = useRoomBeat(planId, gameId, roundAtOf).data ?? 0;
  // A countdown of an answer that no longer comes would stop at 00:00 and say nothing: the words instead.
  const lost = useConnectionLost() || isNetworkFailure(error);
  // The session's balance: every beat, bet and refresh writes it there.
  const money = useSession()?.money;
  return (
    <div className={styles.panel}>
      <div className={styles.round} data-testid="room-round" data-state={lost ? 'lost' : (state?.kind ?? 'loading')}>
        {lost ? (
          <ConnectionLost failed />
        ) : state?.kind === 'onSale' || state?.kind === 'sealed' ? (
          <>
            <span>{t(state.kind === 'onSale' ? 'trade.room.onSale' : 'trade.room.sealed', { issue: state.issue })}</span>
            <Countdown deadline={answeredAt + state.secondsLeft * 1000} testId="room-countdown" />
          </>
        ) : state ? (
          <span>{t(state.kind === 'paused' ? 'trade.room.paused' : 'trade.room.closed')}</span>
        ) : null}
      </div>
      <button type="button" className={styles.assets} onClick={onRefresh} aria-label={t('trade.room.refresh')}>
        <span className={styles.assetsLabel}>{t('trade.room.assets')}</span>
        <span className={styles.assetsValue} data-testid="room-assets">
          {money === undefined ? '--' : formatMoney(money)}
        </span>
      </button>
    </div>
  );
}
