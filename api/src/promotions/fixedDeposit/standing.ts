import { fixedDepositPayoutDate } from 'shared-contracts';
import type { FixedDepositStanding, FixedDepositTerm } from 'shared-contracts/api';
import type { Db, Trx } from '../../db/schema';
import { fixedDepositProgram } from '../programs';
import { reserveOf } from './reserves';
import { monthOf, tierOf } from './rules';
import { firstWithdrawalIn, lastClosedTermOf, lockedIn, openTermOf, type Term } from './terms';
import { toUnixSeconds } from '../../domain/time';

/**
 * The member's running term as they read it: what it locked, and whether a withdrawal since its start forfeited it
 * (the ledger says so at once; the term's outcome is recorded when a payout run closes it).
 */
export async function termView(db: Db | Trx, term: Term, now: number): Promise<FixedDepositTerm> {
  const until = Math.min(now, Number(term.ends_at));
  return {
    first_month: term.first_month,
    last_month: term.last_month,
    started_at: toUnixSeconds(Number(term.started_at)),
    ends_at: toUnixSeconds(Number(term.ends_at)),
    locked: await lockedIn(db, term.id),
    forfeited: !!(await firstWithdrawalIn(db, term.user_id, Number(term.started_at), until)),
  };
}

/** The running term a withdrawal now would forfeit (null: none, or it ended and awaits its release). */
export async function termAtStake(db: Db | Trx, userId: number, now = Date.now()): Promise<FixedDepositTerm | null> {
  const term = await openTermOf(db, userId);
  return term && Number(term.ends_at) > now ? termView(db, term, now) : null;
}

/**
 * The member's standing in the fixed deposit this month (/announcement): reserve so far, tier, running and last term.
 * A guest (`eligible` false) is not in the program: no tier.
 */
export async function fixedDepositStandingOf(
  db: Db,
  user: { id: number; eligible: boolean },
  timeZone: string,
  now = Date.now(),
): Promise<FixedDepositStanding> {
  const userId = user.id;
  const month = monthOf(now, timeZone);
  const program = await fixedDepositProgram(db, now);
  const reserve = await reserveOf(db, userId, month, timeZone, now);
  const open = await openTermOf(db, userId);
  const last = await lastClosedTermOf(db, userId);
  return {
    month,
    payout_date: fixedDepositPayoutDate(month),
    reserve,
    tier: user.eligible && program.enabled ? tierOf(reserve, program.tiers) : null,
    term: open ? await termView(db, open, now) : null,
    last_term: last
      ? {
          first_month: last.first_month,
          last_month: last.last_month,
          outcome: last.outcome!,
          amount: Number(last.amount),
          closed_at: toUnixSeconds(Number(last.ended_at)),
        }
      : null,
  };
}
