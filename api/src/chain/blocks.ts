// The blocks the watcher read, by hash (migration 067): the hash of each range's last block is stored with the
// cursor that passed it, so each poll can check that the node's chain still holds it, and on a re-organisation walk
// back to where the chains forked. Transfers whose blocks the re-organisation removed are marked orphaned until read
// again on the new chain; those it does not hold are flagged vanished (never reversed here: an operator corrects).
import type { Db, Trx } from '../db/schema';
import type { Hex20 } from './address';
import { advanceCursor } from './cursors';

/** Stored hashes older than this many blocks below the newest are pruned (about 3.5 days of TRON's 3-s blocks). */
export const BLOCK_HISTORY = 100_000;

export interface StoredBlock {
  number: bigint;
  hash: string;
}

/** Stores the hash of `number` as read (in the caller's transaction, the one that moves the cursor past it). */
export async function recordBlock(trx: Trx, token: Hex20, number: bigint, hash: string): Promise<void> {
  await trx
    .insertInto('chain_blocks')
    .values({ token, number: Number(number), hash })
    .onConflict((oc) => oc.columns(['token', 'number']).doUpdateSet({ hash }))
    .execute();
  await trx
    .deleteFrom('chain_blocks')
    .where('token', '=', token)
    .where('number', '<', Number(number) - BLOCK_HISTORY)
    .execute();
}

/** The stored blocks of `token` below `below`, newest first. */
export async function storedBlocks(db: Db, token: Hex20, below: bigint, limit = 1_000): Promise<StoredBlock[]> {
  const rows = await db
    .selectFrom('chain_blocks')
    .select(['number', 'hash'])
    .where('token', '=', token)
    .where('number', '<', Number(below))
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ number: BigInt(row.number), hash: row.hash }));
}

/** The lowest stored block of `token` (the end of the oldest range kept), or null when none is. */
export async function lowestStoredBlock(db: Db, token: Hex20): Promise<bigint | null> {
  const row = await db
    .selectFrom('chain_blocks')
    .select((eb) => eb.fn.min<number>('number').as('lowest'))
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.lowest === null || row?.lowest === undefined ? null : BigInt(row.lowest);
}

/**
 * After a re-organisation forked above `fork`: moves the cursor from `cursor` back to fork + 1, forgets the hashes
 * above the fork and marks the transfers recorded above it orphaned (one transaction). Answers how many were
 * marked, or null when the cursor had moved (another process).
 */
export async function rewindTo(db: Db, token: Hex20, cursor: bigint, fork: bigint, now: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await advanceCursor(trx, token, cursor, fork + 1n))) return null;
    await trx.deleteFrom('chain_blocks').where('token', '=', token).where('number', '>', Number(fork)).execute();
    const marked = await trx
      .updateTable('chain_transfers')
      .set({ orphaned_at: now })
      .where('block_number', '>', Number(fork))
      .where('orphaned_at', 'is', null)
      .where('vanished_at', 'is', null)
      .executeTakeFirst();
    return Number(marked.numUpdatedRows);
  });
}

/** A transfer the new chain does not hold (flagged vanished). */
export interface VanishedTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  userId: number;
  amount: number | null;
  state: string;
  entryId: number | null;
}

/**
 * Flags vanished the orphaned transfers whose old block the watcher has read again (below `cursor`) on the new chain
 * without finding them; answers them (each flagged once).
 */
export async function flagVanished(db: Db, cursor: bigint, now: number): Promise<VanishedTransfer[]> {
  const rows = await db
    .updateTable('chain_transfers')
    .set({ vanished_at: now, orphaned_at: null })
    .where('orphaned_at', 'is not', null)
    .where('block_number', '<', Number(cursor))
    .returning(VANISHED_COLUMNS)
    .execute();
  return rows.map(vanishedOf);
}

const VANISHED_COLUMNS = ['tx_hash', 'log_index', 'block_number', 'user_id', 'amount', 'state', 'entry_id'] as const;

function vanishedOf(row: {
  tx_hash: string;
  log_index: number;
  block_number: number;
  user_id: number;
  amount: number | null;
  state: string;
  entry_id: number | null;
}): VanishedTransfer {
  return {
    txHash: row.tx_hash,
    logIndex: Number(row.log_index),
    blockNumber: Number(row.block_number),
    userId: Number(row.user_id),
    amount: row.amount === null ? null : Number(row.amount),
    state: row.state,
    entryId: row.entry_id === null ? null : Number(row.entry_id),
  };
}

/**
 * What the watcher can prove it read (ops chain:status): the newest block hash it stored below the cursor, and
 * whether the node's chain still holds that block. Null `stored`: no hash stored yet (read before migration 067, or
 * nothing read): unproven.
 */
export async function readProof(
  db: Db,
  token: Hex20,
  cursor: bigint,
  nodeHash: (number: bigint) => Promise<string | null>,
): Promise<{ stored: StoredBlock | null; holds: boolean }> {
  const [stored] = await storedBlocks(db, token, cursor, 1);
  if (!stored) return { stored: null, holds: false };
  return { stored, holds: (await nodeHash(stored.number)) === stored.hash };
}

/** The transfers a re-organisation removed: orphaned (being read again) and vanished (flagged), newest first. */
export async function reorganisedTransfers(db: Db): Promise<{ orphaned: number; vanished: VanishedTransfer[] }> {
  const orphaned = await db
    .selectFrom('chain_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orphaned_at', 'is not', null)
    .executeTakeFirst();
  const vanished = await db
    .selectFrom('chain_transfers')
    .select(VANISHED_COLUMNS)
    .where('vanished_at', 'is not', null)
    .orderBy('vanished_at', 'desc')
    .execute();
  return {
    orphaned: Number(orphaned?.n ?? 0),
    vanished: vanished.map(vanishedOf),
  };
}

/**
 * Marks orphaned the transfers recorded in blocks [fromBlock, toBlock) whose block the node's chain no longer holds
 * as read (their stored hash is not the node's), unless already marked; `nodeHash` asks the node.
 */
export async function orphanUnlessOn(
  db: Db,
  fromBlock: bigint,
  toBlock: bigint,
  nodeHash: (number: bigint) => Promise<string>,
  now: number,
): Promise<number> {
  const rows = await db
    .selectFrom('chain_transfers')
    .select(['block_number', 'block_hash'])
    .distinct()
    .where('block_number', '>=', Number(fromBlock))
    .where('block_number', '<', Number(toBlock))
    .where('block_hash', 'is not', null)
    .where('orphaned_at', 'is', null)
    .where('vanished_at', 'is', null)
    .execute();
  let marked = 0;
  for (const row of rows) {
    if ((await nodeHash(BigInt(row.block_number))) === row.block_hash) continue;
    const updated = await db
      .updateTable('chain_transfers')
      .set({ orphaned_at: now })
      .where('block_number', '=', row.block_number)
      .where('block_hash', '=', row.block_hash)
      .where('vanished_at', 'is', null)
      .executeTakeFirst();
    marked += Number(updated.numUpdatedRows);
  }
  return marked;
}
