import { fixedDepositPayoutDay, isCalendarDate } from 'shared-contracts';
import { ENTRY_STATUS, ENTRY_TYPE, type Posting } from '../../domain/ledger';
import { markWithParams } from '../../domain/ledger/marks';
import { dateIn, startOfDate, type Range } from '../../domain/time';
import type { FixedDepositTier } from '../programs';

/**
 * The fixed-deposit program's rules, with no storage (docs/product.md; the tiers are the program's the operator sets,
 * promotions/programs.ts): a member's qualifying reserve for a month is the lowest balance they held from the month's
 * first moment to its payout moment (00:00 of the payout day, in the wallet's time zone); its tier bonus is paid
 * once, on the payout day.
 */

/** A calendar month, 'YYYY-MM': the key of a payout (table row, ledger ref, message). */
export type Month = string;

const MONTH_PATTERN = /^\d{4}-\d{2}$/;

/** Whether the text names a month as YYYY-MM (2026-13 does not). */
export function isMonth(text: string): text is Month {
  return MONTH_PATTERN.test(text) && isCalendarDate(`${text}-01`);
}

/** The month (in the zone) an instant falls in. */
export function monthOf(unixMs: number, timeZone: string): Month {
  return dateIn(unixMs, timeZone).slice(0, 7);
}

/** The day of the month the bonus is paid: the 30th, or the last day of a shorter month (February). */
export function payoutDayOf(month: Month): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return fixedDepositPayoutDay(year, monthNumber);
}

/** 00:00 of the month's payout day, in the zone. */
function payoutMoment(month: Month, timeZone: string): number {
  return startOfDate(`${month}-${String(payoutDayOf(month)).padStart(2, '0')}`, timeZone);
}

/**
 * The balances that count for the month: from the previous month's payout moment to its own (00:00 of the payout
 * day). Windows meet end to start, so every day counts toward exactly one month: the 30th and 31st toward the next
 * (a window from the 1st would leave them out of every month).
 */
export function qualifyingPeriod(month: Month, timeZone: string): Range {
  return { from: payoutMoment(monthsAfter(month, -1), timeZone), to: payoutMoment(month, timeZone) };
}

/**
 * How long after the payout moment the payout starts: a ledger write stamped just before midnight (its time is
 * taken before its transaction) has committed by then, so the reserves read are final.
 */
const PAYOUT_GRACE_MS = 60_000;

/** Whether the month may be paid at `now`: its qualifying period is closed (plus the grace). */
export function isPayable(month: Month, timeZone: string, now: number): boolean {
  return now >= qualifyingPeriod(month, timeZone).to + PAYOUT_GRACE_MS;
}

/**
 * The qualifying reserve: the lowest of the balance at the month's start (the balance after the member's last
 * entry before it; 0 without one) and every balance after an entry inside the period (null when there is none).
 */
export function lowestBalance(openingBalance: number | null, lowestInside: number | null): number {
  const opening = openingBalance ?? 0;
  return lowestInside === null ? opening : Math.min(opening, lowestInside);
}

/** The highest of the tiers (reserves increasing) the reserve reaches, or null below the first. */
export function tierOf(reserve: number, tiers: readonly FixedDepositTier[]): FixedDepositTier | null {
  return tiers.filter((tier) => reserve >= tier.reserve).at(-1) ?? null;
}

/** The month `count` months after `month` (before it, for a negative count). */
export function monthsAfter(month: Month, count: number): Month {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A term as it starts: its months (`termMonths` of them, from `firstMonth`) and its window, payout moment to payout moment. */
export interface TermWindow {
  firstMonth: Month;
  lastMonth: Month;
  termMonths: number;
  startedAt: number;
  endsAt: number;
}

/**
 * The term a member's first qualifying month starts (docs/game-rules.md, "The fixed deposit's term"): it begins at that
 * month's payout moment and ends at its last month's, the moment its locked bonuses are released.
 */
export function termStartingIn(firstMonth: Month, termMonths: number, timeZone: string): TermWindow {
  const lastMonth = monthsAfter(firstMonth, termMonths - 1);
  return {
    firstMonth,
    lastMonth,
    termMonths,
    startedAt: qualifyingPeriod(firstMonth, timeZone).to,
    endsAt: qualifyingPeriod(lastMonth, timeZone).to,
  };
}

/** The release of a term's locked bonuses: one gift (type 4, passed), ref 'fixed-deposit-term:<id>'. */
export function releasePosting(userId: number, termId: number, firstMonth: Month, lastMonth: Month, amount: number): Posting {
  return {
    userId,
    type: ENTRY_TYPE.gift,
    status: ENTRY_STATUS.passed,
    amount,
    mark: markWithParams('server.wallet.mark.fixedDepositReleased', { first: firstMonth, last: lastMonth }),
    ref: releaseRef(termId),
  };
}

/** The ledger ref of a term's release entry. */
export function releaseRef(termId: number): string {
  return `fixed-deposit-term:${termId}`;
}
