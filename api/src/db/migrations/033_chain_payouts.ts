import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * Payouts confirmed on chain (issue 27): the operator sends a USDT withdrawal from their own wallet and records its
 * transaction hash when approving it; the chain watcher then checks that transaction. One row per approved
 * withdrawal (its ledger entry), the hash unique so one transfer can never stand for two withdrawals. Addresses are
 * lowercase 20-byte hex, amounts minor units.
 */
export const chainPayouts: Migration = {
  name: '033_chain_payouts',
  async up(db) {
    await db.schema
      .createTable('chain_payouts')
      .addColumn('entry_id', 'integer', (c) => c.primaryKey().references('ledger_entries.id'))
      .addColumn('tx_hash', 'text', (c) => c.notNull().unique())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      // What the receipt held when it did not match (Transfers' raw amount and recipient), for the operator.
      .addColumn('found', 'text')
      .addColumn('block_number', 'bigint')
      .addColumn('recorded_at', 'bigint', (c) => c.notNull())
      .addColumn('checked_at', 'bigint')
      .addCheckConstraint('chain_payouts_state', sql`state in ('pending', 'confirmed', 'mismatch', 'failed', 'unconfirmed')`)
      .execute();
    // The watcher reads the payouts still open every poll.
    await db.schema.createIndex('chain_payouts_state').on('chain_payouts').columns(['state', 'recorded_at']).execute();
  },
};
