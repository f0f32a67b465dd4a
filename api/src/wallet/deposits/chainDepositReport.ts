// What the operator reads about the chain deposits (ops chain:status, chain:deposits): the watcher's cursor, the
// last credit, the recorded transfers by state, the recent ones with their member. Reads only; the watcher writes.
import type { Hex20 } from '../../chain/address';
import { readCursor } from '../../chain/cursors';
import type { ChainTransferState } from '../../chain/tables';
import { usdtToMinor } from '../../chain/transfers';
import type { Db } from '../../db/schema';

export const CHAIN_TRANSFER_STATES: readonly ChainTransferState[] = ['credited', 'below_minimum', 'above_maximum'];

/** One recorded transfer as the operator sees it. */
export interface ChainTransferView {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  username: string;
  /** Minor units, floored; null when beyond a safe integer (state above_maximum). */
  amount: number | null;
  /** The token's units (decimal text). */
  rawAmount: string;
  /** Whether the raw amount held a fraction of a cent (floored away, not credited). */
  fractionOfCent: boolean;
  state: ChainTransferState;
  /** When the watcher recorded it (ms). */
  recordedAt: number;
}

export interface ChainDepositStatus {
  /** The first block of the token not yet read; null before the watcher's first start on it. */
  cursor: bigint | null;
  lastCredit: ChainTransferView | null;
  /** Recorded transfers per state (every token's: one is watched at a time). */
  counts: Record<ChainTransferState, number>;
}

function transfers(db: Db) {
  return db
    .selectFrom('chain_transfers as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.tx_hash', 't.log_index', 't.block_number', 'u.username', 't.amount', 't.raw_amount', 't.state', 't.created_at']);
}

type Row = Awaited<ReturnType<ReturnType<typeof transfers>['execute']>>[number];

function view(row: Row): ChainTransferView {
  const raw = BigInt(row.raw_amount);
  return {
    txHash: row.tx_hash,
    logIndex: Number(row.log_index),
    blockNumber: Number(row.block_number),
    username: row.username,
    amount: row.amount === null ? null : Number(row.amount),
    rawAmount: row.raw_amount,
    // usdtToMinor throws beyond a safe integer: such an amount is not credited at all (amount null).
    fractionOfCent: row.amount !== null && usdtToMinor(raw).remainder !== 0n,
    state: row.state,
    recordedAt: Number(row.created_at),
  };
}

export async function chainDepositStatus(db: Db, token: Hex20): Promise<ChainDepositStatus> {
  const [cursor, last, counted] = await Promise.all([
    readCursor(db, token),
    transfers(db)
      .where('t.state', '=', 'credited')
      .orderBy('t.created_at', 'desc')
      .orderBy('t.block_number', 'desc')
      .orderBy('t.log_index', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('chain_transfers')
      .select(['state', db.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute(),
  ]);
  const counts = Object.fromEntries(CHAIN_TRANSFER_STATES.map((state) => [state, 0])) as Record<ChainTransferState, number>;
  for (const { state, n } of counted) counts[state] = Number(n);
  return { cursor, lastCredit: last ? view(last) : null, counts };
}

/** The most recent transfers (newest block first), of one state when given. */
export async function recentChainTransfers(db: Db, options: { limit: number; state?: ChainTransferState }): Promise<ChainTransferView[]> {
  let query = transfers(db);
  if (options.state) query = query.where('t.state', '=', options.state);
  const rows = await query.orderBy('t.block_number', 'desc').orderBy('t.log_index', 'desc').limit(options.limit).execute();
  return rows.map(view);
}
