import { GROUP_MEMBER } from 'shared-contracts';
import { wallet } from 'shared-contracts/api';
import { ENTRY_STATUS as S, ENTRY_TYPE as T, type Entry, type EntryStatus } from './entry';
import { MAX_ENTRY_AMOUNT } from './rules';

/** The spec's transfer window: a deposit request not approved within it expires. */
export const DEPOSIT_WINDOW_MS = wallet.DEPOSIT_WINDOW_MINUTES * 60_000;
/** Deposit requests a member may have waiting at once (issue 9: one member opened 200). */
export const MAX_OPEN_DEPOSITS = 3;

export type DepositRefusal = 'guest' | 'above_maximum' | 'too_many_open';

/**
 * Why a deposit request is refused, in this order: a guest (whose money could never leave: no withdrawal,
 * no password, no way back after logout); more than the per-request maximum; already MAX_OPEN_DEPOSITS open.
 */
export function refusalOfDeposit(facts: {
  groupId: number;
  amount: number;
  maxAmount: number;
  openRequests: number;
}): DepositRefusal | null {
  if (facts.groupId !== GROUP_MEMBER) return 'guest';
  if (facts.amount > facts.maxAmount) return 'above_maximum';
  if (facts.openRequests >= MAX_OPEN_DEPOSITS) return 'too_many_open';
  return null;
}

/** Requests opened at or before this time have expired by `now`. */
export function depositCutoff(now: number): number {
  return now - DEPOSIT_WINDOW_MS;
}

type Request = Pick<Entry, 'type' | 'status' | 'settles' | 'createdAt'>;

/** A deposit request still waiting after its window: it can no longer be approved. */
export function isExpiredDeposit(entry: Request, now: number): boolean {
  return entry.type === T.deposit && entry.status === S.notPassed && entry.settles == null && entry.createdAt <= depositCutoff(now);
}

/**
 * The status a member is shown. An expired request is decided as a rejection (nothing was credited, so nothing
 * moves: the plan `settlement(request, 'reject')` makes); the sweeper records it within a minute, and until
 * then the fund log already shows it so.
 */
export function statusAt(entry: Request, now: number): EntryStatus {
  return isExpiredDeposit(entry, now) ? S.rejected : entry.status;
}

/**
 * What becomes of a token transfer seen on chain (issue 27): credited to the member whose deposit address it reached;
 * recorded but not credited when smaller than the minimum (CHAIN_MIN_DEPOSIT; nothing below one minor unit is
 * ever credited) or larger than one ledger entry may hold (the operator settles that by hand); or to an address that
 * is no member's.
 */
export type ChainDepositState = 'credited' | 'below_minimum' | 'above_maximum';

/** `amount` in minor units (floored from the token's units), null when beyond a safe integer. */
export function chainDepositState(facts: { amount: number | null; minAmount: number }): ChainDepositState {
  if (facts.amount === null || facts.amount > MAX_ENTRY_AMOUNT) return 'above_maximum';
  if (facts.amount < Math.max(facts.minAmount, 1)) return 'below_minimum';
  return 'credited';
}
