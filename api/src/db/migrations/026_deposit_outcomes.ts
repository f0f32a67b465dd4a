import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * How each deposit request was decided: credited (with the bonus it brought), rejected by the operator, or expired
 * (its window passed). The request's status alone (0 -> 1 | 2) cannot tell a rejection from an expiry, and ledger
 * entries stay immutable, so the decision is recorded here, in the deciding transaction (wallet/decide.ts,
 * wallet/depositExpiry.ts); the primary key keeps it to one per request.
 */
export const depositOutcomes: Migration = {
  name: '026_deposit_outcomes',
  async up(db) {
    await db.schema
      .createTable('deposit_outcomes')
      .addColumn('request_id', 'integer', (c) => c.primaryKey().references('ledger_entries.id'))
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('bonus', 'bigint', (c) => c.notNull())
      .addCheckConstraint('deposit_outcomes_outcome', sql`outcome in ('credited', 'rejected', 'expired')`)
      .addCheckConstraint('deposit_outcomes_bonus', sql`bonus >= 0`)
      .execute();
    // A member's deposit requests (rechargeList) without walking their bets: only the requests are indexed (the
    // deposit entries that moved no money; the credits that settle them did).
    await sql`create index ledger_entries_deposit_requests on ledger_entries (user_id, id) where type = 0 and delta = 0`.execute(db);
    // Requests decided before this table: credited with the gift that settled beside them, or rejected (an expiry
    // was recorded as a rejection then and cannot be told apart; the member was shown 'rejected' for it).
    // A join (hashed or auto-indexed by the databases), not a subquery per request: ref has no index of its own.
    await sql`insert into deposit_outcomes (request_id, outcome, bonus)
      select r.id, case r.status when 1 then 'credited' else 'rejected' end, coalesce(g.amount, 0)
      from ledger_entries r
      left join ledger_entries g on g.type = 4 and r.status = 1 and g.ref = 'entry:' || r.id
      where r.type = 0 and r.settles is null and r.status <> 0`.execute(db);
  },
};
