import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { AlertRow } from './api/opsAlerts';

const money = (value: unknown) => formatMoney(Number(value));

/** What an alert says, in the console's language, from its kind and detail (amounts in minor units). */
export function useAlertWords() {
  const { t } = useTranslation();
  return ({ kind, detail: d }: AlertRow): string => {
    switch (kind) {
      case 'win':
        return t('alerts.what.win', { order: d.order_no, user: d.user_id, payout: money(d.payout), round: d.round });
      case 'payout_flagged':
        return t('alerts.what.payout_flagged', { entry: d.entry_id, user: d.user_id, state: t(`alerts.payoutStates.${String(d.state)}`) });
      case 'exposure':
        return t('alerts.what.exposure', {
          game: d.game_id,
          issue: d.issue,
          worst: money(d.worst),
          limit: money(d.limit),
          share: d.share_percent,
        });
      case 'watcher_lag':
        return t('alerts.what.watcher_lag', { seconds: d.lag_seconds, blocks: d.lag_blocks, limit: d.limit_seconds });
      case 'signin_failures':
        return t('alerts.what.signin_failures', { name: d.name, address: d.address });
      case 'db_faults':
        return t('alerts.what.db_faults', { faults: d.faults, seconds: d.window_seconds });
      case 'transfer_vanished':
        return t('alerts.what.transfer_vanished', {
          user: d.user_id,
          amount: d.amount === null ? '-' : money(d.amount),
          tx: d.tx,
          block: d.block,
        });
      case 'reconciliation_failed':
        return d.failure
          ? t('alerts.what.reconciliation_error', { run: d.run_id, failure: d.failure })
          : t('alerts.what.reconciliation_failed', { run: d.run_id, count: d.differences });
    }
  };
}
