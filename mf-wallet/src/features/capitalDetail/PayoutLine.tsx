import { useTranslation } from 'react-i18next';
import type { wallet } from 'shared-contracts/api';
import { Toast } from 'shared-contracts/kit';
import { copyText } from 'shared-contracts/platform';
import { PAYOUT_BEING_CHECKED, shortHash } from './fundLogRules';
import styles from './capitalDetail.module.css';

/**
 * A withdrawal's payout on chain: "paid, tx 0x1234…abcd" (the whole hash in its title; a tap copies it), and, while
 * the operator looks into a payout the chain check flagged, that it is being checked.
 */
export function PayoutLine({ tx, state }: { tx: string; state: wallet.PayoutState | undefined }) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(tx);
    Toast.show(
      copied ? { icon: 'success', content: t('wallet.fundLog.payout.copied') } : { content: t('wallet.fundLog.payout.copyFailed') },
    );
  };
  return (
    <span className={styles.payout}>
      <button
        type="button"
        className={styles.payoutTx}
        title={tx}
        aria-label={t('wallet.fundLog.payout.copy', { tx })}
        data-testid="fund-payout"
        onClick={() => void copy()}
      >
        {t('wallet.fundLog.payout.paid', { tx: shortHash(tx) })}
      </button>
      {state && PAYOUT_BEING_CHECKED[state] && (
        <span className={styles.payoutChecking} data-testid="fund-payout-checking">
          {t('wallet.fundLog.payout.checking')}
        </span>
      )}
    </span>
  );
}
