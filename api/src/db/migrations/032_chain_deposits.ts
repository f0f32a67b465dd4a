import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * The chain watcher's records (issue 27): how far it has read each token's Transfer logs (`chain_cursors`), every
 * transfer it has seen (`chain_transfers`: the primary key (tx_hash, log_index) is what makes a second credit of one
 * transfer impossible, whichever process reads it), and the reverse lookup of members' derived deposit addresses
 * (`deposit_addresses`). Addresses are lowercase 20-byte hex ('0x' + 40 digits), block numbers plain integers.
 */
export const chainDeposits: Migration = {
  name: '032_chain_deposits',
  async up(db) {
    await db.schema
      .createTable('chain_cursors')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('next_block', 'bigint', (c) => c.notNull())
      .addCheckConstraint('chain_cursors_next_block', sql`next_block >= 0`)
      .execute();
    await db.schema
      .createTable('chain_transfers')
      .addColumn('tx_hash', 'text', (c) => c.notNull())
      .addColumn('log_index', 'integer', (c) => c.notNull())
      .addColumn('block_number', 'bigint', (c) => c.notNull())
      .addColumn('from_address', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      // The token's own units (10^-6 u for USDT) as decimal text: a uint256 fits no integer column.
      .addColumn('raw_amount', 'text', (c) => c.notNull())
      // Minor units, floored; null only when beyond a safe integer (raw_amount keeps it).
      .addColumn('amount', 'bigint')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('entry_id', 'integer', (c) => c.references('ledger_entries.id'))
      .addColumn('request_id', 'integer', (c) => c.references('ledger_entries.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chain_transfers_pk', ['tx_hash', 'log_index'])
      .addCheckConstraint('chain_transfers_state', sql`state in ('credited', 'below_minimum', 'above_maximum')`)
      .execute();
    await db.schema.createIndex('chain_transfers_user').on('chain_transfers').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createTable('deposit_addresses')
      .addColumn('address', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
      .execute();
  },
};
