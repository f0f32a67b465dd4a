import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * The withdrawal queue's risk context (issue 39, operators/withdrawalRisk.ts), asked every 10 s: who else has been paid
 * to a destination (withdrawals by their `ref`, only the withdrawal entries: partial, so bets' refs cost nothing) and
 * who has it bound (`pay_infos.acc`).
 */
export const withdrawalRiskIndexes: Migration = {
  name: '055_withdrawal_risk_indexes',
  async up(db) {
    await sql`create index ledger_entries_withdrawal_ref on ledger_entries (ref) where type = 1`.execute(db);
    await db.schema.createIndex('pay_infos_account').on('pay_infos').columns(['acc']).execute();
  },
};
