// The reconciliation in English lines: the CLI prints them (the console says each cause in three languages).
import type { ReconciliationCause, ReconciliationDifference, ReconciliationRun } from 'shared-contracts/ops';
import { formatMoney } from 'shared-contracts';

export const CAUSE_WORDS: Record<ReconciliationCause, string> = {
  missed: 'seen on the chain, confirmed and read, never credited',
  below_minimum: 'seen on the chain below the minimum deposit: not credited by rule',
  unconfirmed: 'seen on the chain, not yet confirmed',
  not_read_yet: 'seen on the chain, confirmed, not yet read by the watcher',
  not_member_address: "seen on the chain, to a guest's or no member's deposit address",
  credited_not_on_chain: 'credited with a transaction the chain does not show',
  amount_differs: 'credited with another amount than the transfer moved',
  not_paid: 'approved, no payout recorded in time',
  payout_not_on_chain: 'paid with a transaction the chain does not show',
  payout_unconfirmed: 'paid, no confirmed receipt in time',
  payout_mismatch: 'paid with a transaction of another amount, address or sender',
  payout_failed: 'paid with a transaction that reverted',
  shortfall: "the liabilities exceed what the operator's addresses hold",
};

const money = (minor: string | null) => (minor === null ? '-' : formatMoney(Number(minor)));
const day = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** One line per difference: part, cause, what, member, ours, the chain's, note. */
export const differenceCells = (d: ReconciliationDifference) => [
  d.part,
  CAUSE_WORDS[d.cause],
  d.ref,
  d.user_id ?? '',
  money(d.ours),
  money(d.chain),
  d.note ?? '',
];

/** The run's verdict in a line. */
export function verdictLine(run: ReconciliationRun): string {
  const period = `${day(run.period_from)} to ${day(run.period_to)}`;
  const verdict = run.failure
    ? `FAILED: ${run.failure}`
    : run.difference_count
      ? `${run.difference_count} difference(s)`
      : run.unchecked.length
        ? 'no difference in the parts checked'
        : 'ok';
  const unchecked = run.unchecked.length ? `; NOT CHECKED (no node set): ${run.unchecked.join(', ')}` : '';
  return `reconciliation ${run.id} (${run.ran_by}, ${period}): ${verdict}${unchecked}`;
}
