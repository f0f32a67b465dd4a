import { formatMoney } from 'shared-contracts';
import type { AlertView } from '.';

const money = (value: unknown) => formatMoney(Number(value));

/** One line of English for the webhook's `text` (chat webhooks show it as is); the console says it in three languages. */
export function alertText({ kind, detail: d }: Pick<AlertView, 'kind' | 'detail'>): string {
  switch (kind) {
    case 'win':
      return `Order ${String(d.order_no)} of member #${String(d.user_id)} won ${money(d.payout)} (round ${String(d.round)})`;
    case 'payout_flagged':
      return `Payout of withdrawal ${String(d.entry_id)} (member #${String(d.user_id)}) flagged ${String(d.state)}: ${String(d.tx)}`;
    case 'exposure':
      return `Round ${String(d.issue)} of game ${String(d.game_id)} could pay ${money(d.worst)}, past ${String(d.share_percent)}% of its ${money(d.limit)} limit`;
    case 'watcher_lag':
      return `The chain watcher is ${String(d.lag_seconds)} s (${String(d.lag_blocks)} blocks) behind the confirmed head, past ${String(d.limit_seconds)} s`;
    case 'signin_failures':
      return `Operator sign-ins as "${String(d.name)}" locked after repeated failures (from ${String(d.address)})`;
    case 'db_faults':
      return `${String(d.faults)} database faults within ${String(d.window_seconds)} s`;
    case 'transfer_vanished':
      return `A chain transfer to member #${String(d.user_id)} (${d.amount === null ? 'no amount' : money(d.amount)}, ${String(d.state)}) vanished in a re-organisation: tx ${String(d.tx)}, block ${String(d.block)}; its credit stays until an operator corrects it`;
    case 'reconciliation_failed':
      return d.failure
        ? `Reconciliation ${String(d.run_id)} failed: ${String(d.failure)}`
        : `Reconciliation ${String(d.run_id)} found ${String(d.differences)} difference(s): ${(d.causes as string[] | undefined)?.join(', ') ?? ''}`;
  }
}
