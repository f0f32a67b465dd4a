// The watcher's cursor per token: the first block not yet read. It only moves in the transaction that records the
// range it passes (wallet/deposits/chainDeposits.ts), guarded by its old value, so no block range is ever skipped or read twice.
import type { Db, Trx } from '../db/schema';
import type { Hex20 } from './address';

/** The first block of `token` not yet read, or null before the watcher's first start. */
export async function readCursor(db: Db | Trx, token: Hex20): Promise<bigint | null> {
  const row = await db.selectFrom('chain_cursors').select('next_block').where('token', '=', token).executeTakeFirst();
  return row ? BigInt(row.next_block) : null;
}

/** Sets the first cursor of `token` unless one exists (another process may have set it first); answers the cursor. */
export async function startCursor(db: Db, token: Hex20, nextBlock: bigint): Promise<bigint> {
  await db
    .insertInto('chain_cursors')
    .values({ token, next_block: Number(nextBlock) })
    .onConflict((oc) => oc.column('token').doNothing())
    .execute();
  return (await readCursor(db, token)) ?? nextBlock;
}

/**
 * Moves the cursor of `token` from `from` to `to`, in the caller's transaction; answers false (and moves nothing) when
 * it no longer stands at `from`: another process read the range. On PostgreSQL the update locks the row, so a second
 * mover waits for the first to commit and then finds the cursor moved.
 */
export async function advanceCursor(trx: Trx, token: Hex20, from: bigint, to: bigint): Promise<boolean> {
  const moved = await trx
    .updateTable('chain_cursors')
    .set({ next_block: Number(to) })
    .where('token', '=', token)
    .where('next_block', '=', Number(from))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
