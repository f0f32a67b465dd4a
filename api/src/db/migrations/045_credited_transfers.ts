import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * Every transfer credited once, whoever credits it (issue 38). `credited_transfers`: one row per chain transfer a
 * member was credited for, by the watcher or by a cashier's hand approval; its key (tx_hash, to_address) is the one
 * uniqueness rule both paths share. The hand path knows the hash, the member's deposit address and the amount, not
 * the log index, so the key cannot be the log's: a second Transfer to the same address in one transaction (no wallet
 * sends one) is recorded in chain_transfers and credited by nobody. Rows the watcher credited before are copied in.
 * `chain_watch`: the api's stored word that its chain watcher runs (token, start block, heartbeat), which the hand
 * approvals read instead of a shell's environment.
 */
export const creditedTransfers: Migration = {
  name: '045_credited_transfers',
  async up(db) {
    await db.schema
      .createTable('credited_transfers')
      .addColumn('tx_hash', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('ledger_entries.id'))
      .addColumn('via', 'text', (c) => c.notNull())
      .addColumn('credited_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('credited_transfers_pk', ['tx_hash', 'to_address'])
      .addCheckConstraint('credited_transfers_via', sql`via in ('chain', 'hand')`)
      .execute();
    await sql`
      insert into credited_transfers (tx_hash, to_address, entry_id, via, credited_at)
      select tx_hash, to_address, min(entry_id), 'chain', min(created_at)
      from chain_transfers
      where state = 'credited' and entry_id is not null
      group by tx_hash, to_address
    `.execute(db);
    await db.schema
      .createTable('chain_watch')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('start_block', 'bigint')
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
      .addColumn('stopped_at', 'bigint')
      .execute();
  },
};
