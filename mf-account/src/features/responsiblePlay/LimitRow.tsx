import { useTranslation } from 'react-i18next';
import { List } from 'shared-contracts/kit';
import { formatMoney, formatMinute, type Minor } from 'shared-contracts';
import type { Imposition, PlayControls } from 'shared-contracts/api';
import styles from './responsiblePlay.module.css';

type Pending = PlayControls['max_stake']['pending'];

/** A change waiting out the delay: the new amount (or the removal) and when it applies. */
export function PendingNote({ pending }: { pending: Pending }) {
  const { t } = useTranslation();
  if (!pending) return null;
  const at = formatMinute(pending.effective_at);
  return (
    <span className={styles.pending} data-testid="limit-pending">
      {pending.amount === null
        ? t('account.play.pendingRemoval', { at })
        : t('account.play.pending', { at, amount: formatMoney(pending.amount) })}
    </span>
  );
}

/**
 * One limit in a list: its name, the amount in force (or none), and below, what is used of it and when the period
 * resets (deposit and loss limits), and a pending change with its time.
 */
export function LimitRow({
  label,
  amount,
  pending,
  imposed,
  usage,
  onEdit,
}: {
  label: string;
  amount: Minor | null;
  pending: Pending;
  /** Set by customer service (why), holding as the member's own. */
  imposed?: Imposition | null;
  usage?: { used: Minor; resetsAt: number };
  onEdit(): void;
}) {
  const { t } = useTranslation();
  return (
    <List.Item
      onClick={onEdit}
      extra={<span data-testid="limit-amount">{amount === null ? t('account.play.none') : formatMoney(amount)}</span>}
      description={
        <span className={styles.details}>
          {usage && (
            <span data-testid="limit-used">
              {amount === null
                ? t('account.play.usedNoLimit', { used: formatMoney(usage.used) })
                : t('account.play.used', { used: formatMoney(usage.used), amount: formatMoney(amount) })}
              {' · '}
              {t('account.play.resets', { at: formatMinute(usage.resetsAt) })}
            </span>
          )}
          <PendingNote pending={pending} />
          {imposed && <span data-testid="limit-imposed">{t('account.play.imposed', { reason: imposed.reason })}</span>}
        </span>
      }
    >
      {label}
    </List.Item>
  );
}
