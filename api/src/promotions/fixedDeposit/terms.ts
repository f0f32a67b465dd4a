// The fixed deposit's terms (docs/game-rules.md, "The fixed deposit's term"): each month's bonus is locked in the
// member's term and the term's bonuses are released together at its end, by the ledger's one write path, unless a
// withdrawal was asked during it. Whether a withdrawal forfeited a term is read from the ledger (its hold entries),
// so the withdrawal path writes nothing here; a term's outcome is recorded once, when a payout run closes it.
import type { Selectable } from 'kysely';
import { isPostgres } from '../../db/rawStatement';
import type { Db, Trx } from '../../db/schema';
import { dateIn } from '../../domain/time';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import type { Ledger } from '../../ledger';
import { writeMessage } from '../../messages/write';
import { releasePosting, termStartingIn, type Month } from './rules';
import type { FixedDepositTermsTable, TermOutcome } from '../tables';

export type Term = Selectable<FixedDepositTermsTable>;

/** The member's open term, if any (at most one); `lock` holds its row to the end of the transaction (PostgreSQL). */
export async function openTermOf(db: Db | Trx, userId: number, lock = false): Promise<Term | undefined> {
  return db
    .selectFrom('fixed_deposit_terms')
    .selectAll()
    .where('user_id', '=', userId)
    .where('outcome', 'is', null)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The member's last closed term, if any. */
export async function lastClosedTermOf(db: Db | Trx, userId: number): Promise<Term | undefined> {
  return db
    .selectFrom('fixed_deposit_terms')
    .selectAll()
    .where('user_id', '=', userId)
    .where('outcome', 'is not', null)
    .orderBy('ended_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The bonuses locked in a term so far (minor units). */
export async function lockedIn(db: Db | Trx, termId: number): Promise<number> {
  const row = await db
    .selectFrom('fixed_deposit_payouts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bonus'), eb.lit(0)).as('locked'))
    .where('term_id', '=', termId)
    .executeTakeFirstOrThrow();
  return Number(row.locked);
}

/** The first withdrawal the member asked in [from, to) and the operator did not reject: its hold entry, or undefined. */
export async function firstWithdrawalIn(
  db: Db | Trx,
  userId: number,
  from: number,
  to: number,
): Promise<{ id: number; at: number } | undefined> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', '=', ENTRY_TYPE.withdrawal)
    .where('delta', '<', 0)
    // A withdrawal the operator rejected returned its money: it forfeits nothing.
    .where('status', '!=', ENTRY_STATUS.rejected)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && { id: Number(row.id), at: Number(row.created_at) };
}

/** Starts the member's term with `month`, the first month whose bonus it locks. */
export async function startTerm(trx: Trx, userId: number, month: Month, termMonths: number, timeZone: string): Promise<Term> {
  const window = termStartingIn(month, termMonths, timeZone);
  return trx
    .insertInto('fixed_deposit_terms')
    .values({
      user_id: userId,
      first_month: window.firstMonth,
      last_month: window.lastMonth,
      term_months: window.termMonths,
      started_at: window.startedAt,
      ends_at: window.endsAt,
      outcome: null,
      amount: null,
      ended_at: null,
      closed_at: null,
      forfeited_by: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Ends an open term as of `until` (its end, or earlier: the payout moment at which the program was off): forfeited
 * when the member asked a withdrawal in it before `until`, else released, its locked bonuses credited as one gift.
 * The member is told either way, in the same transaction. Answers the outcome, or null when another run closed it.
 */
export async function endTerm(
  ledger: Ledger,
  trx: Trx,
  term: Term,
  until: number,
  timeZone: string,
  now: number,
): Promise<TermOutcome | null> {
  const withdrawal = await firstWithdrawalIn(trx, term.user_id, Number(term.started_at), until);
  const amount = await lockedIn(trx, term.id);
  const outcome: TermOutcome = withdrawal ? 'forfeited' : 'released';
  const closed = await trx
    .updateTable('fixed_deposit_terms')
    .set({ outcome, amount, ended_at: withdrawal?.at ?? until, closed_at: now, forfeited_by: withdrawal?.id ?? null })
    .where('id', '=', term.id)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) return null;
  if (outcome === 'released' && amount > 0)
    await ledger.post(trx, releasePosting(term.user_id, term.id, term.first_month, term.last_month, amount), now);
  const params = { first: term.first_month, last: term.last_month, amount };
  const told = withdrawal ? { ...params, withdrawn: dateIn(withdrawal.at, timeZone) } : params;
  await writeMessage(trx, { userId: term.user_id, kind: `fixed_deposit_${outcome}`, params: told, now });
  return outcome;
}

export interface TermsClosed {
  released: number;
  forfeited: number;
}

/**
 * Closes, one transaction each, the open terms a payout moment ends: those whose end it reached, or, when the program
 * is off at that moment, every term begun before it (released as of then: nothing is taken back). Idempotent: a term
 * another run closed is skipped.
 */
export async function closeTermsAt(
  ledger: Ledger,
  db: Db,
  moment: number,
  switchedOff: boolean,
  timeZone: string,
  now: number,
): Promise<TermsClosed> {
  const closed: TermsClosed = { released: 0, forfeited: 0 };
  const due = await db
    .selectFrom('fixed_deposit_terms')
    .select('id')
    .where('outcome', 'is', null)
    .where(switchedOff ? 'started_at' : 'ends_at', switchedOff ? '<' : '<=', moment)
    .orderBy('id')
    .execute();
  for (const { id } of due) {
    const outcome = await db.transaction().execute(async (trx) => {
      const term = await trx
        .selectFrom('fixed_deposit_terms')
        .selectAll()
        .where('id', '=', id)
        .where('outcome', 'is', null)
        .$if(isPostgres(trx), (q) => q.forUpdate())
        .executeTakeFirst();
      return term ? endTerm(ledger, trx, term, Math.min(Number(term.ends_at), moment), timeZone, now) : null;
    });
    if (outcome) closed[outcome] += 1;
  }
  return closed;
}
