// Whether the chain watcher runs is the api's stored word (issue 38), not a shell's environment: every api process
// that watches writes a heartbeat (chain_watch), and a hand approval of a deposit reads it. A crashed api writes no
// more: its heartbeat goes stale after WATCH_STALE_MS and hand approvals open again. Even then a transfer is credited
// once: credited_transfers' key holds whichever path comes second (wallet/deposits/creditDeposit.ts).
import type { Db, Trx } from '../db/schema';
import type { Hex20 } from './address';

/**
 * How old a heartbeat may be while its watcher counts as on: five minutes, five times the longest back-off of a
 * failing node (60 s) and far above CHAIN_POLL_MS; the watcher also beats before each block range it reads.
 */
export const WATCH_STALE_MS = 5 * 60_000;

/** The watcher on `token` starts (wall-clock time, not the lottery's test clock). */
export async function markWatching(db: Db, token: Hex20, startBlock: number | null, now = Date.now()): Promise<void> {
  const row = { start_block: startBlock, started_at: now, heartbeat_at: now, stopped_at: null };
  await db
    .insertInto('chain_watch')
    .values({ token, ...row })
    .onConflict((oc) => oc.column('token').doUpdateSet(row))
    .execute();
}

/** The watcher on `token` still runs. */
export async function beat(db: Db, token: Hex20, now = Date.now()): Promise<void> {
  await db.updateTable('chain_watch').set({ heartbeat_at: now, stopped_at: null }).where('token', '=', token).execute();
}

/** The api stopped its watcher on `token` (its close); a crash leaves the heartbeat to go stale instead. */
export async function markStopped(db: Db, token: Hex20, now = Date.now()): Promise<void> {
  await db.updateTable('chain_watch').set({ stopped_at: now }).where('token', '=', token).execute();
}

export interface Watching {
  token: Hex20;
  startBlock: number | null;
  heartbeatAt: number;
}

/** The watcher that runs now (a fresh heartbeat, not stopped), or null when none does. */
export async function watchingNow(db: Db | Trx, now = Date.now()): Promise<Watching | null> {
  const row = await db
    .selectFrom('chain_watch')
    .select(['token', 'start_block', 'heartbeat_at'])
    .where('stopped_at', 'is', null)
    .where('heartbeat_at', '>', now - WATCH_STALE_MS)
    .orderBy('heartbeat_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { token: row.token, startBlock: row.start_block === null ? null : Number(row.start_block), heartbeatAt: Number(row.heartbeat_at) }
    : null;
}
