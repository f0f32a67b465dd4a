import { MINOR_PER_UNIT, unitsToMinor } from 'shared-contracts';
import { wallet } from 'shared-contracts/api';
import { ENTRY_STATUS as S, ENTRY_TYPE as T, type EntryStatus, type EntryType, type Posting } from './entry';
import { LedgerError } from './errors';

/**
 * Scale and rounding: amounts are integer minor units, 1u = 100 (shared-contracts domain/money.ts, the one
 * place that defines the scale and the payout rounding). The only rate the ledger applies itself is the
 * deposit bonus, floored like payouts: a fraction of a minor unit stays with the house.
 */
export const DEPOSIT_BONUS_PERCENT = wallet.DEPOSIT_BONUS_PERCENT;
export const MIN_WITHDRAWAL = wallet.MIN_WITHDRAWAL_MINOR;
/** One entry moves at most 10^10 u; keeps every sum far inside the exact range of a double and of int64. */
export const MAX_ENTRY_AMOUNT = 1e12;

/**
 * A money setting in whole u (unset: `fallback`), in minor units, one entry's amount at most; anything else stops the
 * start with the setting's name. The areas' settings modules (wallet, verification, aml, alerts) read theirs with it.
 */
export function wholeUnits(name: string, raw: string | undefined, fallback: number): number {
  const units = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isSafeInteger(units) || units <= 0 || unitsToMinor(units) > MAX_ENTRY_AMOUNT) {
    throw new Error(`setting ${name} must be a whole number of u from 1 to ${MAX_ENTRY_AMOUNT / MINOR_PER_UNIT}, got "${raw}"`);
  }
  return unitsToMinor(units);
}

/** The deposit bonus program in force when a deposit is credited (the operator sets it: promotions/programs.ts). */
export interface DepositBonusRule {
  enabled: boolean;
  /** Whole percent, 0-100. */
  percent: number;
  /** At most this much per deposit, minor units; null: no cap. */
  capMinor: number | null;
}

/** The spec's bonus (10%, no cap): the programs' first setting (migration 034), and the tests' rule. */
export const SPEC_DEPOSIT_BONUS: DepositBonusRule = { enabled: true, percent: DEPOSIT_BONUS_PERCENT, capMinor: null };

/** floor(amount x percent / 100), then at most the cap; 0 while the program is off. Exact: amount <= 10^12, percent <= 100. */
export function depositBonus(amount: number, rule: DepositBonusRule): number {
  if (!rule.enabled) return 0;
  const bonus = Math.floor((amount * rule.percent) / 100);
  return rule.capMinor === null ? bonus : Math.min(bonus, rule.capMinor);
}

/**
 * The postings a caller may write and the direction of each (+1 credit, -1 debit, 0 no money moves).
 * Anything not listed is refused.
 */
const DIRECTION: ReadonlyMap<string, -1 | 0 | 1> = new Map([
  [key(T.deposit, S.notPassed), 0], // a deposit request: money moves only when an operator approves it
  [key(T.deposit, S.passed), 1], // the approved deposit's credit
  [key(T.withdrawal, S.notPassed), -1], // a withdrawal holds the money at once
  [key(T.withdrawal, S.rejected), 1], // the correcting entry that returns a rejected withdrawal
  [key(T.purchase, S.passed), -1], // a bet
  [key(T.purchase, S.rejected), 1], // a bet returned (e.g. a voided round)
  [key(T.profit, S.passed), 1], // a win
  [key(T.gift, S.passed), 1], // a promotion or the deposit bonus
  [key(T.gift, S.rejected), -1], // a gift taken back: an operator's debiting correction (four eyes), never below 0
]);

function key(type: EntryType, status: EntryStatus): string {
  return `${type}:${status}`;
}

export function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_ENTRY_AMOUNT) {
    throw new LedgerError('invalid_amount', String(amount));
  }
}

/** The signed change a posting makes to the balance. */
export function deltaOf(posting: Pick<Posting, 'type' | 'status' | 'amount'>): number {
  assertAmount(posting.amount);
  const direction = DIRECTION.get(key(posting.type, posting.status));
  if (direction === undefined) throw new LedgerError('posting_not_allowed', key(posting.type, posting.status));
  return direction * posting.amount;
}

/** The balance guard: the balance after a change, which may never be negative. */
export function balanceAfter(balance: number, delta: number): number {
  const after = balance + delta;
  if (after < 0) throw new LedgerError('insufficient_balance', `balance ${balance}, change ${delta}`);
  return after;
}

/**
 * The deltas an entry may carry given its type and its status now (a request's status moves once,
 * 0 -> 1 or 0 -> 2, when an operator decides; its money fields never change). Used by the audit.
 */
export function possibleDeltas(type: EntryType, status: EntryStatus, amount: number): number[] {
  switch (key(type, status)) {
    case key(T.deposit, S.notPassed):
    case key(T.deposit, S.rejected):
      return [0];
    case key(T.deposit, S.passed):
      return [0, amount]; // the settled request, or its credit
    case key(T.withdrawal, S.notPassed):
    case key(T.withdrawal, S.passed):
      return [-amount];
    case key(T.withdrawal, S.rejected):
      return [-amount, amount]; // the rejected hold, or its return
    default: {
      const direction = DIRECTION.get(key(type, status));
      return direction === undefined ? [] : [direction * amount];
    }
  }
}

/**
 * A member's profit over a period is the trading result: the sum of the deltas of purchases (bets, negative;
 * returned bets positive) and profits (wins, positive). Deposits, withdrawals and gifts are not profit.
 */
export const PROFIT_TYPES: readonly EntryType[] = [T.purchase, T.profit];
