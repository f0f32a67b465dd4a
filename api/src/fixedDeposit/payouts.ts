import type { Db } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Ledger } from '../ledger';
import { writeMessage } from '../messages/write';
import { fixedDepositProgram, type FixedDepositProgram } from '../wallet/programs';
import { reservesOf, type Reserve } from './reserves';
import { isPayable, payoutPosting, qualifyingPeriod, type Month } from './rules';

export interface MonthPayout {
  /** Members paid by this run. */
  paid: Reserve[];
  /** Members already paid for the month (by an earlier run, or by another process during this one). */
  alreadyPaid: number;
  /** The program was switched off at the month's payout moment: nobody is paid for the month, whenever it runs. */
  switchedOff: boolean;
}

/**
 * The program a month is paid by: as it stood at the month's payout moment (or now, before it: a preview), so every
 * run of a month, on time or late, pays by the same tiers; a change after that moment reaches the next month.
 */
export function programOfMonth(db: Db, month: Month, timeZone: string, now: number): Promise<FixedDepositProgram> {
  return fixedDepositProgram(db, Math.min(now, qualifyingPeriod(month, timeZone).to));
}

/**
 * Pays the month's bonus to every qualifying member not yet paid, one transaction each: the payout row, the gift
 * entry and the in-site message commit together. Any number of runs, in any number of processes, interrupted
 * anywhere, pay each member once: the row's primary key (user_id, month) makes a second payout roll back.
 * `onPaid` hears of each payment once it committed. Refuses a month whose payout moment has not passed. Pays by the
 * program at the month's payout moment (`programOfMonth`); switched off then, it pays nobody.
 */
export async function payMonth(
  ledger: Ledger,
  db: Db,
  month: Month,
  timeZone: string,
  now: number,
  onPaid: (member: Reserve) => void = () => {},
): Promise<MonthPayout> {
  if (!isPayable(month, timeZone, now)) throw new Error(`the fixed-deposit bonus of ${month} is not payable yet`);
  const program = await programOfMonth(db, month, timeZone, now);
  if (!program.enabled) return { paid: [], alreadyPaid: 0, switchedOff: true };
  const members = await reservesOf(db, month, timeZone, now, program.tiers);
  return payMembers(ledger, db, month, members, now, onPaid);
}

/** Pays each of `members` (found by reservesOf) its bonus unless the month's payout of that member already exists. */
export async function payMembers(
  ledger: Ledger,
  db: Db,
  month: Month,
  members: Reserve[],
  now: number,
  onPaid: (member: Reserve) => void = () => {},
): Promise<MonthPayout> {
  const result: MonthPayout = { paid: [], alreadyPaid: 0, switchedOff: false };
  for (const member of members) {
    if (member.paid || !(await payMember(ledger, db, month, member, now))) {
      result.alreadyPaid += 1;
      continue;
    }
    result.paid.push(member);
    onPaid(member);
  }
  return result;
}

/** One member's payout; false when that member was already paid for the month (nothing was written then). */
async function payMember(ledger: Ledger, db: Db, month: Month, member: Reserve, now: number): Promise<boolean> {
  const { userId, reserve, bonus } = member;
  try {
    await db.transaction().execute(async (trx) => {
      // The row first: a second payer waits on (PostgreSQL) or sees (SQLite) this key and fails before moving money.
      await trx.insertInto('fixed_deposit_payouts').values({ user_id: userId, month, reserve, bonus, paid_at: now }).execute();
      await ledger.post(trx, payoutPosting(userId, month, bonus), now);
      await writeMessage(trx, { userId, kind: 'fixed_deposit_bonus', params: { month, amount: bonus, reserve }, now });
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
