import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { releaseRef } from './rules';

/** What `ledger:verify` finds wrong with the fixed deposit's money. */
export type FixedDepositProblem =
  /** A closed term whose recorded amount is not the sum of the bonuses locked in it. */
  | { kind: 'term_amount_mismatch'; termId: number; recorded: number; locked: number }
  /** A released term without exactly one release entry of its amount to its member. */
  | { kind: 'term_release_missing'; termId: number }
  /** A release entry of no released term of that member and amount. */
  | { kind: 'term_release_unmatched'; entryId: number; ref: string }
  /** A forfeited term whose forfeiting entry is no withdrawal of its member's inside the term. */
  | { kind: 'term_forfeit_unfounded'; termId: number }
  /** A bonus paid before terms (migration 036) without its gift entry. */
  | { kind: 'payout_entry_missing'; userId: number; month: string };

export interface FixedDepositReport {
  terms: number;
  problems: FixedDepositProblem[];
}

/**
 * The fixed deposit's part of `ledger:verify`, from one snapshot: every closed term's amount is what it locked, every
 * released term was credited once by the ledger and every release entry belongs to one, every forfeit has its
 * withdrawal inside the term, and every bonus paid before terms has its entry.
 */
export async function verifyFixedDeposit(db: Db): Promise<FixedDepositReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const problems: FixedDepositProblem[] = [];
      const terms = await trx
        .selectFrom('fixed_deposit_terms as t')
        .select((eb) => [
          't.id',
          't.user_id',
          't.outcome',
          't.amount',
          't.started_at',
          't.ends_at',
          't.forfeited_by',
          eb
            .selectFrom('fixed_deposit_payouts as p')
            .select((inner) => inner.fn.sum<number>('p.bonus').as('s'))
            .whereRef('p.term_id', '=', 't.id')
            .as('locked'),
        ])
        .execute();
      const releases = await trx
        .selectFrom('ledger_entries')
        .select(['id', 'user_id', 'type', 'status', 'amount', 'ref'])
        .where('ref', 'like', 'fixed-deposit-term:%')
        .execute();
      const releaseCount = new Map<string, number>();
      for (const entry of releases) releaseCount.set(entry.ref!, (releaseCount.get(entry.ref!) ?? 0) + 1);
      const released = new Map<string, { userId: number; amount: number }>();
      for (const term of terms) {
        if (term.outcome === null) continue;
        const locked = Number(term.locked ?? 0);
        if (Number(term.amount) !== locked)
          problems.push({ kind: 'term_amount_mismatch', termId: term.id, recorded: Number(term.amount), locked });
        if (term.outcome === 'released' && locked > 0) {
          released.set(releaseRef(term.id), { userId: term.user_id, amount: Number(term.amount) });
          if (releaseCount.get(releaseRef(term.id)) !== 1) problems.push({ kind: 'term_release_missing', termId: term.id });
        }
        if (term.outcome === 'forfeited' && !(await isWithdrawalInside(term)))
          problems.push({ kind: 'term_forfeit_unfounded', termId: term.id });
      }
      for (const entry of releases) {
        const term = released.get(entry.ref!);
        const matches =
          term &&
          term.userId === entry.user_id &&
          term.amount === Number(entry.amount) &&
          entry.type === ENTRY_TYPE.gift &&
          entry.status === ENTRY_STATUS.passed;
        if (!matches) problems.push({ kind: 'term_release_unmatched', entryId: Number(entry.id), ref: entry.ref! });
      }
      const unpaid = await trx
        .selectFrom('fixed_deposit_payouts as p')
        .select(['p.user_id', 'p.month'])
        .where('p.term_id', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('ledger_entries as e')
                .select('e.id')
                .whereRef('e.user_id', '=', 'p.user_id')
                .whereRef('e.amount', '=', 'p.bonus')
                .where('e.ref', '=', sql<string>`'fixed-deposit:' || p.month`),
            ),
          ),
        )
        .execute();
      for (const row of unpaid) problems.push({ kind: 'payout_entry_missing', userId: row.user_id, month: row.month });
      return { terms: terms.length, problems };

      async function isWithdrawalInside(term: (typeof terms)[number]): Promise<boolean> {
        const entry = await trx
          .selectFrom('ledger_entries')
          .select('id')
          .where('id', '=', Number(term.forfeited_by))
          .where('user_id', '=', term.user_id)
          .where('type', '=', ENTRY_TYPE.withdrawal)
          .where('delta', '<', 0)
          .where('created_at', '>=', Number(term.started_at))
          .where('created_at', '<', Number(term.ends_at))
          .executeTakeFirst();
        return !!entry;
      }
    });
}
