// What the dashboard shows of the machinery: the cashier's queues, which process draws, how far the chain watcher
// lags. Reads only.
import type { Db } from '../db/schema';
import { readCursor } from '../chain/cursors';
import { confirmedLag } from '../chain/lag';
import { connectNode } from '../chain/node';
import { ChainUnavailableError } from '../chain/rpc';
import type { ChainSettings } from '../chain/settings';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { OPEN_DEPOSIT_LAPSE_MS } from '../wallet/deposits/openDeposits';

/** The dashboard waits this long at most for the node: it refreshes every 30 s. */
const NODE_TIMEOUT_MS = 3_000;
/** How far back the leader's run of draws is looked for. */
const LEADER_LOOKBACK_MS = 86_400_000;

/** Pending deposit requests, open-amount deposits not lapsed and withdrawals: what opsQueue lists. */
export async function queueLengths(db: Db, now: number): Promise<{ deposits: number; open_deposits: number; withdrawals: number }> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select((eb) => ['type', eb.fn.countAll<string | number>().as('n')])
    .where('status', '=', ENTRY_STATUS.notPassed)
    .where('type', 'in', [ENTRY_TYPE.deposit, ENTRY_TYPE.withdrawal])
    .groupBy('type')
    .execute();
  const count = (type: number) => Number(rows.find((row) => row.type === type)?.n ?? 0);
  const open = await db
    .selectFrom('open_deposits')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('state', '=', 'open')
    .where('seen_at', '>', now - OPEN_DEPOSIT_LAPSE_MS)
    .executeTakeFirstOrThrow();
  return { deposits: count(ENTRY_TYPE.deposit), open_deposits: Number(open.n), withdrawals: count(ENTRY_TYPE.withdrawal) };
}

export interface DrawLeader {
  /** The process that drew the newest round (host:pid:random, the engine's id). */
  id: string;
  lastDrawAt: number;
  /** Its first draw since another process last drew (within the last day). */
  since: number;
}

/**
 * Who leads the draws, as the rounds record it: on PostgreSQL the lead is an advisory lock (db/leader.ts)
 * that only its holder knows of, so the dashboard reads the `drawn_by` of the newest drawn rounds instead.
 */
export async function drawLeader(db: Db, now: number): Promise<DrawLeader | null> {
  const newest = await db
    .selectFrom('lottery_rounds')
    .select(['drawn_by', 'drawn_at'])
    .where('drawn_at', 'is not', null)
    .where('drawn_by', 'is not', null)
    .orderBy('drawn_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest?.drawn_by || newest.drawn_at === null) return null;
  const id = newest.drawn_by;
  const other = await db
    .selectFrom('lottery_rounds')
    .select((eb) => eb.fn.max('drawn_at').as('at'))
    .where('drawn_at', '>=', now - LEADER_LOOKBACK_MS)
    .where('drawn_by', '!=', id)
    .executeTakeFirst();
  const first = await db
    .selectFrom('lottery_rounds')
    .select((eb) => eb.fn.min('drawn_at').as('at'))
    .where('drawn_at', '>', other?.at == null ? now - LEADER_LOOKBACK_MS : Number(other.at))
    .where('drawn_by', '=', id)
    .executeTakeFirst();
  const lastDrawAt = Number(newest.drawn_at);
  return { id, lastDrawAt, since: first?.at == null ? lastDrawAt : Number(first.at) };
}

export type WatcherLag =
  | { state: 'off' }
  /** The node did not answer; the cursor is what the database says. */
  | { state: 'unreachable'; cursor: number | null }
  | { state: 'on'; cursor: number | null; head: number; lagBlocks: number };

/** How far the chain watcher is behind the node's confirmed head ('off' when TRON_JSONRPC_URL is unset). */
export async function watcherLag(db: Db, settings: ChainSettings): Promise<WatcherLag> {
  if (!settings.jsonRpcUrl) return { state: 'off' };
  const cursor = await readCursor(db, settings.usdtContract);
  let head: bigint;
  try {
    head = await connectNode({ ...settings, jsonRpcUrl: settings.jsonRpcUrl }, { timeoutMs: NODE_TIMEOUT_MS }).blockNumber();
  } catch (error) {
    if (!(error instanceof ChainUnavailableError)) throw error;
    return { state: 'unreachable', cursor: cursor === null ? null : Number(cursor) };
  }
  if (cursor === null) return { state: 'on', cursor: null, head: Number(head), lagBlocks: 0 };
  return { state: 'on', cursor: Number(cursor), head: Number(head), lagBlocks: Number(confirmedLag(head, settings.confirmations, cursor)) };
}
