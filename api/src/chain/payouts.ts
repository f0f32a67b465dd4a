// What a payout's transaction receipt says (issues 27, 38): the operator sends an approved withdrawal from one of
// their payout wallets and records its hash; this reads the receipt against what was owed: the token, the amount, the
// bound address, a sender among the payout wallets, mined after the approval. Pure: the reading is the watcher's, the
// recording the wallet's (wallet/withdrawals/payouts.ts).
import type { wallet } from 'shared-contracts/api';
import type { Hex20 } from './address';
import type { TransactionReceipt } from './rpc';
import { decodeTransfer, MalformedTransferError, RAW_PER_MINOR, TRANSFER_TOPIC } from './transfers';

/** What the chain says of one payout once its block is confirmed. */
export type PayoutVerdict =
  | { state: 'confirmed'; blockNumber: bigint }
  /** Not the payout owed (another amount, address or sender, mined before the approval): `found` says why. */
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
  /** The operator's payout wallets (CHAIN_PAYOUT_ADDRESSES): a transfer from anyone else pays nothing of theirs. */
  senders: readonly Hex20[];
  /** When the withdrawal was approved (ms): a transfer mined before it was no payout of it (anyone's earlier transfer). */
  approvedAt: number;
  /** Whether `to` is a member's deposit address: paid there, the watcher credits the money back as a deposit. */
  toIsDepositAddress: boolean;
}

/**
 * A receipt's verdict: null while it is unknown, its block is above the confirmed head (a re-organisation may drop
 * it) or its time unknown (`minedAt`, ms, null when the node lacks the block).
 */
export function payoutVerdict(
  receipt: TransactionReceipt | null,
  confirmedHead: bigint,
  owed: PayoutOwed,
  minedAt: number | null,
): PayoutVerdict | null {
  if (!receipt || receipt.blockNumber > confirmedHead || minedAt === null) return null;
  const blockNumber = receipt.blockNumber;
  const mismatch = (found: string): PayoutVerdict => ({ state: 'mismatch', blockNumber, found });
  if (receipt.success === false) return { state: 'failed', blockNumber, found: 'the transaction reverted' };
  if (minedAt < owed.approvedAt)
    return mismatch(`mined at ${isoTime(minedAt)}, before the withdrawal was approved at ${isoTime(owed.approvedAt)}`);
  if (owed.toIsDepositAddress) return mismatch(`sent to ${owed.to}, a member's deposit address: it comes back as a deposit`);
  const rawOwed = BigInt(owed.amount) * RAW_PER_MINOR;
  const moved: string[] = [];
  for (const log of receipt.logs) {
    if (log.address !== owed.token || log.topics[0] !== TRANSFER_TOPIC) continue;
    try {
      const transfer = decodeTransfer(log);
      const owedTransfer = transfer.to === owed.to && transfer.rawAmount === rawOwed;
      if (owedTransfer && owed.senders.includes(transfer.from)) return { state: 'confirmed', blockNumber };
      moved.push(
        owedTransfer
          ? `${transfer.rawAmount} raw to ${transfer.to} sent by ${transfer.from}, which is no payout address of the operator`
          : `${transfer.rawAmount} raw to ${transfer.to}`,
      );
    } catch (error) {
      if (!(error instanceof MalformedTransferError)) throw error;
    }
  }
  return mismatch(moved.length ? moved.join('; ') : 'no Transfer of the token');
}

const isoTime = (ms: number) => new Date(ms).toISOString();

/** What the watcher's leader reads of the chain for a payout check (wallet/withdrawals/payouts.ts checkPayouts). */
export interface PayoutChain {
  /** The highest confirmed block (head − CHAIN_CONFIRMATIONS + 1). */
  confirmedHead: bigint;
  receiptOf(txHash: string): Promise<TransactionReceipt | null>;
  /** When block `number` was mined (ms since the epoch), or null when the node lacks it. */
  blockTimeOf(number: bigint): Promise<number | null>;
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
