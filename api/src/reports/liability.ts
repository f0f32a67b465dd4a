// What the business owed its members at an instant (issue 39): their balances then, rebuilt from the ledger, the
// withdrawals asked and not yet decided then (held, so out of the balances, yet still theirs), and the fixed-deposit
// bonuses locked in terms then (theirs once a term completes). Guests' play money is left out.
import { sql } from 'kysely';
import { GROUP_GUEST } from 'shared-contracts';
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';

export interface Liability {
  balances: number;
  pendingWithdrawals: number;
  lockedBonuses: number;
  total: number;
}

/** The members' liability at `at` (unix ms): what had happened before it counts, what happened at or after it not. */
export async function liabilityAt(db: Db | Trx, at: number): Promise<Liability> {
  const [balances, pendingWithdrawals, lockedBonuses] = await Promise.all([
    balancesAt(db, at),
    withdrawalsPendingAt(db, at),
    lockedAt(db, at),
  ]);
  return { balances, pendingWithdrawals, lockedBonuses, total: balances + pendingWithdrawals + lockedBonuses };
}

/**
 * The members' balances at `at`: today's (users.money, which only the ledger writes) less every entry since, in one
 * statement (one snapshot): a recent date reads a few entries, not the whole ledger. The same as the entries before
 * `at` summed (ledger:verify holds that each balance is its entries' sum).
 */
async function balancesAt(db: Db | Trx, at: number): Promise<number> {
  const { rows } = await sql<{ total: string | number | null }>`
    select
      (select coalesce(sum(money), 0) from users where group_id != ${GROUP_GUEST})
      - (select coalesce(sum(e.delta), 0) from ledger_entries e join users u on u.id = e.user_id
         where u.group_id != ${GROUP_GUEST} and e.created_at >= ${at}) as total`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * Withdrawals asked before `at` and decided at or after it (or not yet). A decision's time: a rejection's returning
 * entry, an approval's record (migration 049), or, approved before 049, its payout's record; an approval with
 * neither (a bank withdrawal approved before 049) has no known time and counts as decided when asked.
 */
async function withdrawalsPendingAt(db: Db | Trx, at: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .leftJoin('ledger_entries as r', 'r.settles', 'h.id')
    .leftJoin('approved_withdrawals as a', 'a.entry_id', 'h.id')
    .leftJoin('chain_payouts as p', 'p.entry_id', 'h.id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('h.amount'), eb.lit(0)).as('total'))
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('h.type', '=', ENTRY_TYPE.withdrawal)
    .where('h.settles', 'is', null)
    .where('h.created_at', '<', at)
    .where((eb) =>
      eb.or([
        eb('h.status', '=', ENTRY_STATUS.notPassed),
        eb(eb.fn.coalesce('r.created_at', 'a.approved_at', 'p.recorded_at', 'h.created_at'), '>=', at),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Fixed-deposit bonuses paid into terms before `at` and still locked then: the term not yet released (its gift is
 * posted when it closes) nor forfeited (at the withdrawal that forfeits it, recorded or not yet: a term's outcome is
 * written when it ends, its forfeiting withdrawal is in the ledger at once). A withdrawal later rejected forfeits nothing.
 */
async function lockedAt(db: Db | Trx, at: number): Promise<number> {
  const row = await db
    .selectFrom('fixed_deposit_payouts as p')
    .innerJoin('fixed_deposit_terms as t', 't.id', 'p.term_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('p.bonus'), eb.lit(0)).as('total'))
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('p.paid_at', '<', at)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('t.outcome', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('ledger_entries as w')
                .select('w.id')
                .whereRef('w.user_id', '=', 't.user_id')
                .where('w.type', '=', ENTRY_TYPE.withdrawal)
                .where('w.delta', '<', 0)
                .where('w.status', '!=', ENTRY_STATUS.rejected)
                .whereRef('w.created_at', '>=', 't.started_at')
                .whereRef('w.created_at', '<', 't.ends_at')
                .where('w.created_at', '<', at),
            ),
          ),
        ]),
        eb.and([eb('t.outcome', '=', 'released'), eb('t.closed_at', '>=', at)]),
        eb.and([eb('t.outcome', '=', 'forfeited'), eb('t.ended_at', '>=', at)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
