// What a payout's transaction receipt says (issue 27): the operator sends a withdrawal from their own wallet and
// records its hash; this reads the receipt against what was owed. Pure: the reading is the watcher's, the recording
// the wallet's (wallet/payouts.ts).
import type { wallet } from 'shared-contracts/api';
import type { Hex20 } from './address';
import type { TransactionReceipt } from './rpc';
import { decodeTransfer, MalformedTransferError, RAW_PER_MINOR, TRANSFER_TOPIC } from './transfers';

/** What the chain says of one payout once its block is confirmed. */
export type PayoutVerdict =
  | { state: 'confirmed'; blockNumber: bigint }
  /** No Transfer of the token of exactly the amount to the address: `found` lists what the receipt moved. */
  | { state: 'mismatch'; blockNumber: bigint; found: string }
  /** The transaction reverted: nothing moved. */
  | { state: 'failed'; blockNumber: bigint; found: string };

export interface PayoutOwed {
  /** The token (config usdtContract). */
  token: Hex20;
  /** The member's bound address. */
  to: Hex20;
  /** Minor units. */
  amount: number;
}

/** A receipt's verdict, or null while it is unknown or its block is above the confirmed head (a re-organisation may drop it). */
export function payoutVerdict(receipt: TransactionReceipt | null, confirmedHead: bigint, owed: PayoutOwed): PayoutVerdict | null {
  if (!receipt || receipt.blockNumber > confirmedHead) return null;
  const blockNumber = receipt.blockNumber;
  if (receipt.success === false) return { state: 'failed', blockNumber, found: 'the transaction reverted' };
  const rawOwed = BigInt(owed.amount) * RAW_PER_MINOR;
  const moved: string[] = [];
  for (const log of receipt.logs) {
    if (log.address !== owed.token || log.topics[0] !== TRANSFER_TOPIC) continue;
    try {
      const transfer = decodeTransfer(log);
      if (transfer.to === owed.to && transfer.rawAmount === rawOwed) return { state: 'confirmed', blockNumber };
      moved.push(`${transfer.rawAmount} raw to ${transfer.to}`);
    } catch (error) {
      if (!(error instanceof MalformedTransferError)) throw error;
    }
  }
  return { state: 'mismatch', blockNumber, found: moved.length ? moved.join('; ') : 'no Transfer of the token' };
}

/** What the watcher's leader reads of the chain for a payout check (wallet/payouts.ts checkPayouts). */
export interface PayoutChain {
  /** The highest confirmed block (head − CHAIN_CONFIRMATIONS + 1). */
  confirmedHead: bigint;
  receiptOf(txHash: string): Promise<TransactionReceipt | null>;
}

/** A payout whose state a check changed. */
export interface PayoutChange {
  /** The withdrawal's ledger entry. */
  entryId: number;
  userId: number;
  txHash: string;
  from: wallet.PayoutState;
  to: wallet.PayoutState;
  /** What the receipt held when it did not match; null when confirmed. */
  found: string | null;
}
