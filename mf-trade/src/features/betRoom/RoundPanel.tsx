import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useSession } from 'shared-contracts/platform';
import { useRoomBeat } from './api/heart';
import { roundState } from './roomRules';
import styles from './betRoom.module.css';

/** mm:ss to a moment, ticking each second on its own so the rest of the room does not re-render. */
function Countdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <span className={styles.countdown} data-testid="room-countdown">
      {pad(Math.floor(left / 60))}:{pad(left % 60)}
    </span>
  );
}

/** The round (countdown to the seal, 'already sealed' with the time to the draw, or closed) and the total assets, tap to refresh. */
export function RoundPanel({ planId, gameId, onRefresh }: { planId: number; gameId: number; onRefresh: () => void }) {
  const { t } = useTranslation();
  const { data: state = null, dataUpdatedAt: answeredAt } = useRoomBeat(planId, gameId, roundState);
  // The session's balance: every beat, bet and refresh writes it there.
  const money = useSession()?.money;
  return (
    <div className={styles.panel}>
      <div className={styles.round} data-testid="room-round" data-state={state?.kind ?? 'loading'}>
        {state?.kind === 'onSale' || state?.kind === 'sealed' ? (
          <>
            <span>{t(state.kind === 'onSale' ? 'trade.room.onSale' : 'trade.room.sealed', { issue: state.issue })}</span>
            <Countdown deadline={answeredAt + state.secondsLeft * 1000} />
          </>
        ) : state?.kind === 'closed' ? (
          <span>{t('trade.room.closed')}</span>
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
