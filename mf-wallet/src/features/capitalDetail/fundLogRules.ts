import type { wallet } from 'shared-contracts/api';

type PayoutState = wallet.PayoutState;

/** Fund-log types by their code (spec section 3: 0 deposit ... 4 gift) and statuses by theirs (0 not passed, 1 passed, 2 rejected). */
export const FUND_TYPE_NAMES = ['deposit', 'withdrawal', 'purchase', 'profit', 'gift'] as const;
export const FUND_STATUS_NAMES = ['notPassed', 'passed', 'rejected'] as const;

/** The type filter's options, in the spec's order. */
export const FUND_FILTERS = ['all', ...FUND_TYPE_NAMES] as const;
export type FundFilter = (typeof FUND_FILTERS)[number];

/** What the filter sends as `type` (spec section 7): 'all' none, the others their index in the options minus one. */
export function fundTypeOf(filter: FundFilter): number | undefined {
  return filter === 'all' ? undefined : FUND_FILTERS.indexOf(filter) - 1;
}

/** Which payout states the member is told are being checked: those flagged for the operator (wallet.FLAGGED_PAYOUT_STATES). */
export const PAYOUT_BEING_CHECKED: Record<PayoutState, boolean> = {
  pending: false,
  confirmed: false,
  mismatch: true,
  failed: true,
  unconfirmed: true,
};

/** A transaction hash shortened for a row: its first 6 and last 4 characters ('0x1234…abcd'). */
export function shortHash(hash: string): string {
  return hash.length <= 12 ? hash : `${hash.slice(0, 6)}…${hash.slice(-4)}`;
}
