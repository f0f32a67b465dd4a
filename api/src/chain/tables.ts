import type { Generated } from 'kysely';
import type { wallet } from 'shared-contracts/api';
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

/**
 * Migration 032: every transfer of the token to a member the watcher has read, once: keyed since migration 067 by the
 * transfer itself (tx_hash, from, to, raw_amount, ordinal), so a transfer re-mined elsewhere is the same row.
 */
export interface ChainTransfersTable {
  tx_hash: string;
  /** Where it was first read (the primary key (tx_hash, log_index) of migration 032 still holds). */
  log_index: number;
  /** The block it was last read in, and that block's hash (null for rows read before migration 067). */
  block_number: number;
  block_hash: string | null;
  /** Among identical transfers (same hash, sender, recipient, raw amount) of one transaction, 0, 1, ... in log order. */
  ordinal: Generated<number>;
  /** When a re-organisation removed its block; null once read again on the new chain. */
  orphaned_at: number | null;
  /** When the new chain was found not to hold it (flagged, alerted; the credit stays: a correction is an operator's). */
  vanished_at: number | null;
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

/** Migration 033: a USDT withdrawal's payout, as the operator recorded it, and what the chain says of it (wallet/withdrawals/payouts.ts). */
export interface ChainPayoutsTable {
  /** The withdrawal's ledger entry (its hold). */
  entry_id: number;
  /** Lowercase 0x + 64 hex digits; unique: one transfer pays one withdrawal. */
  tx_hash: string;
  /** The member's bound address at hold time, lowercase 20-byte hex. */
  to_address: string;
  /** Minor units owed (the withdrawal's amount). */
  amount: number;
  state: wallet.PayoutState;
  /** What the receipt held when it did not match (Transfers' raw amount and recipient, or the revert); null otherwise. */
  found: string | null;
  /** The block of the confirmed receipt; null until then. */
  block_number: number | null;
  recorded_at: number;
  /** When a check last changed the state; null while none has. */
  checked_at: number | null;
}

/** Migration 049: an approved withdrawal's approval, whose payout is recorded after it (wallet/withdrawals/payouts.ts markPaid). */
export interface ApprovedWithdrawalsTable {
  /** The withdrawal's ledger entry (its hold). */
  entry_id: number;
  /** The last approver, 'operator:<name>' (or 'cli' for a service run without one). */
  approved_by: string;
  /** A payout mined before it is no payout of this withdrawal. */
  approved_at: number;
}

/** Migration 045: the api's stored word that its watcher runs on a token (chain/watchState.ts), one row per token. */
export interface ChainWatchTable {
  token: Hex20;
  /** CHAIN_START_BLOCK as the watcher started (null: from the head); the cursor says where it reads now. */
  start_block: number | null;
  started_at: number;
  /** Written by every api process that watches, each poll and each range: a crashed api's goes stale. */
  heartbeat_at: number;
  /** Set when an api stops its watcher (another process watching writes its heartbeat again, clearing it). */
  stopped_at: number | null;
}

/** Migration 045: a chain transfer credited to a member, by the watcher or by hand; once per (tx_hash, to_address). */
export interface CreditedTransfersTable {
  /** Lowercase 0x + 64 hex digits. */
  tx_hash: string;
  /** The member's deposit address, lowercase 20-byte hex. */
  to_address: Hex20;
  /** The deposit entry that credited it. */
  entry_id: number;
  via: 'chain' | 'hand';
  credited_at: number;
}

/** Migration 067: the hash of the last block of each range the watcher read (where a re-organisation forked). */
export interface ChainBlocksTable {
  token: Hex20;
  number: number;
  hash: string;
}

export interface ChainTables {
  chain_blocks: ChainBlocksTable;
  chain_watch: ChainWatchTable;
  credited_transfers: CreditedTransfersTable;
  chain_cursors: ChainCursorsTable;
  chain_transfers: ChainTransfersTable;
  chain_payouts: ChainPayoutsTable;
  approved_withdrawals: ApprovedWithdrawalsTable;
}
