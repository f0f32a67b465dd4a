import type { Db } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { dateIn } from '../../domain/time';
import type { Ledger } from '../../ledger';
import { writeMessage } from '../../messages/write';
import { fixedDepositProgram, type FixedDepositProgram } from '../programs';
import { reservesOf, type Reserve } from './reserves';
import { isPayable, qualifyingPeriod, type Month } from './rules';
import type { TermOutcome } from '../tables';
import { closeTermsAt, endTerm, firstWithdrawalIn, lockedIn, openTermOf, startTerm, type TermsClosed } from './terms';

export interface MonthPayout {
  /** Members whose month's bonus this run locked in their term. */
  paid: Reserve[];
  /** Members already paid for the month (by an earlier run, or by another process during this one). */
  alreadyPaid: number;
  /** The program was switched off at the month's payout moment: nobody is paid for the month, whenever it runs. */
  switchedOff: boolean;
  /** The terms this run closed: their end came, or the program was off. */
  terms: TermsClosed;
}

/**
 * The program a month is paid by: as it stood at the month's payout moment (or now, before it: a preview), so every
 * run of a month, on time or late, pays by the same tiers; a change after that moment reaches the next month.
 */
export function programOfMonth(db: Db, month: Month, timeZone: string, now: number): Promise<FixedDepositProgram> {
  return fixedDepositProgram(db, Math.min(now, qualifyingPeriod(month, timeZone).to));
}

/**
 * Pays the month: locks each qualifying member's bonus in their term (one transaction each: the payout row, the term,
 * the message commit together), then closes the terms the month's payout moment ends (releasing or forfeiting them).
 * Any number of runs, in any number of processes, interrupted anywhere, pay each member once: the row's primary key
 * (user_id, month) makes a second payout roll back. `onPaid` hears of each payment once it committed. Refuses a month
 * whose payout moment has not passed. Pays by the program at the month's payout moment (`programOfMonth`); switched
 * off then, it pays nobody and ends every running term, releasing what each locked.
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
  const moment = qualifyingPeriod(month, timeZone).to;
  const program = await programOfMonth(db, month, timeZone, now);
  if (!program.enabled) {
    const terms = await closeTermsAt(ledger, db, moment, true, timeZone, now);
    return { paid: [], alreadyPaid: 0, switchedOff: true, terms };
  }
  const members = await reservesOf(db, month, timeZone, now, program.tiers);
  const payout = await payMembers(ledger, db, month, members, { termMonths: program.termMonths, timeZone, now }, onPaid);
  const terms = await closeTermsAt(ledger, db, moment, false, timeZone, now);
  return { ...payout, terms: { released: payout.terms.released + terms.released, forfeited: payout.terms.forfeited + terms.forfeited } };
}

export interface PayContext {
  /** The term a member's first qualifying month starts: the program's, at the month's payout moment. */
  termMonths: number;
  timeZone: string;
  now: number;
}

/** Pays each of `members` (found by reservesOf) its bonus unless the month's payout of that member already exists. */
export async function payMembers(
  ledger: Ledger,
  db: Db,
  month: Month,
  members: Reserve[],
  context: PayContext,
  onPaid: (member: Reserve) => void = () => {},
): Promise<MonthPayout> {
  const result: MonthPayout = { paid: [], alreadyPaid: 0, switchedOff: false, terms: { released: 0, forfeited: 0 } };
  for (const member of members) {
    const paid = member.paid ? null : await payMember(ledger, db, month, member, context);
    if (!paid) {
      result.alreadyPaid += 1;
      continue;
    }
    result.paid.push(member);
    for (const outcome of paid.ended) result.terms[outcome] += 1;
    onPaid(member);
  }
  return result;
}

/**
 * One member's month: the term it is locked in is the member's open one, unless that one is over by the month's payout
 * moment (forfeited by a withdrawal, or past its end unclosed): then that one is closed and the month starts a new
 * term. The month that is its term's last closes it, releasing the whole term. Null when the member was already paid
 * for the month (nothing was written then); else the outcomes of the terms it closed.
 */
async function payMember(ledger: Ledger, db: Db, month: Month, member: Reserve, context: PayContext) {
  const { userId, reserve, bonus } = member;
  const { termMonths, timeZone, now } = context;
  const moment = qualifyingPeriod(month, timeZone).to;
  try {
    return await db.transaction().execute(async (trx) => {
      const ended: (TermOutcome | null)[] = [];
      let term = await openTermOf(trx, userId, true);
      const over = term && (Number(term.ends_at) < moment || (await firstWithdrawalIn(trx, userId, Number(term.started_at), moment)));
      if (term && over) {
        ended.push(await endTerm(ledger, trx, term, Math.min(Number(term.ends_at), moment), timeZone, now));
        term = undefined;
      }
      term ??= await startTerm(trx, userId, month, termMonths, timeZone);
      // A second payer of the month fails here (or at the term's start) before anything else is written.
      await trx
        .insertInto('fixed_deposit_payouts')
        .values({ user_id: userId, month, reserve, bonus, paid_at: now, term_id: term.id })
        .execute();
      if (term.last_month === month) ended.push(await endTerm(ledger, trx, term, Number(term.ends_at), timeZone, now));
      else {
        const params = {
          month,
          reserve,
          amount: bonus,
          locked: await lockedIn(trx, term.id),
          until: dateIn(Number(term.ends_at), timeZone),
        };
        await writeMessage(trx, { userId, kind: 'fixed_deposit_locked', params, now });
      }
      return { ended: ended.filter((outcome): outcome is TermOutcome => outcome !== null) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
