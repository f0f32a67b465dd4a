import type { ChainDepositState } from '../domain/ledger';
import type { Hex20 } from './address';

/** Migration 032: how far the watcher has read one token's Transfer logs. */
export interface ChainCursorsTable {
  /** The token contract. */
  token: Hex20;
  /** The first block not yet read: every block below it has been credited, in the transaction that moved it. */
  next_block: number;
}

/** What became of a transfer (domain/ledger/deposit.ts). */
export type ChainTransferState = ChainDepositState;

/** Migration 032: every transfer of the token the watcher has read, once (primary key tx_hash + log_index). */
export interface ChainTransfersTable {
  tx_hash: string;
  log_index: number;
  block_number: number;
  from_address: Hex20;
  to_address: Hex20;
  /** The token's units as decimal text (USDT: 10^-6 u); the fraction of a cent floored away stays visible here. */
  raw_amount: string;
  /** Minor units, floored; null only when beyond a safe integer. */
  amount: number | null;
  /** The member whose deposit address it reached; null when none. */
  user_id: number;
  state: ChainTransferState;
  /** The deposit entry that credited it (credited only). */
  entry_id: number | null;
  /** The member's request of that amount it closed, or the expired one it came too late for. */
  request_id: number | null;
  created_at: number;
}

export interface ChainTables {
  chain_cursors: ChainCursorsTable;
  chain_transfers: ChainTransfersTable;
}
