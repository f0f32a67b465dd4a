import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * Chain re-organisations (issue 43). A transfer is keyed by itself, not by where it was mined: (tx_hash, from, to,
 * raw_amount, ordinal), the ordinal counting identical transfers within one transaction (two equal transfers are two
 * credits). A transaction re-mined at another log index or block meets that key and is never credited twice. Old
 * rows get their ordinals by log order, so the key holds for them too. `block_hash` is the block a transfer was read
 * in; `orphaned_at` marks one whose block a re-organisation removed, until it is read again; `vanished_at` flags one
 * the new chain does not hold (an alert; never reversed by itself). `chain_blocks` keeps the hash of the last block
 * of each range the watcher read, so it can find where a re-organisation forked.
 */
export const chainReorgs: Migration = {
  name: '067_chain_reorgs',
  async up(db) {
    await db.schema
      .alterTable('chain_transfers')
      .addColumn('ordinal', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('chain_transfers').addColumn('block_hash', 'text').execute();
    await db.schema.alterTable('chain_transfers').addColumn('orphaned_at', 'bigint').execute();
    await db.schema.alterTable('chain_transfers').addColumn('vanished_at', 'bigint').execute();
    await sql`
      update chain_transfers set ordinal = (
        select count(*) from chain_transfers o
        where o.tx_hash = chain_transfers.tx_hash and o.from_address = chain_transfers.from_address
          and o.to_address = chain_transfers.to_address and o.raw_amount = chain_transfers.raw_amount
          and o.log_index < chain_transfers.log_index
      )`.execute(db);
    await db.schema
      .createIndex('chain_transfers_transfer')
      .unique()
      .on('chain_transfers')
      .columns(['tx_hash', 'from_address', 'to_address', 'raw_amount', 'ordinal'])
      .execute();
    await db.schema
      .createTable('chain_blocks')
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('number', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chain_blocks_pk', ['token', 'number'])
      .execute();
  },
};
