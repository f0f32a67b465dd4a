// USDT payouts confirmed on chain (issues 27, 38). The server holds no private key: the operator sends an approved
// withdrawal from one of their payout wallets and records its transaction hash (wallet/withdrawals/markPaid.ts). The chain
// watcher's leader then checks each open payout's receipt (chain/payouts.ts reads it) and records the state here.
// The money left the balance when the withdrawal was held: a check writes no ledger entry, only the payout's state.
import { sql } from 'kysely';
import { wallet } from 'shared-contracts/api';
import type { Hex20 } from '../../chain/address';
import { payoutVerdict, type PayoutChain, type PayoutChange } from '../../chain/payouts';
import type { TransactionReceipt } from '../../chain/rpc';
import type { Db, Trx } from '../../db/schema';

type PayoutState = wallet.PayoutState;

export interface PayoutRules {
  /** The token paid in (config usdtContract). */
  token: Hex20;
  /** CHAIN_PAYOUT_TIMEOUT_MINUTES. */
  timeoutMinutes: number;
  /** CHAIN_PAYOUT_ADDRESSES: the wallets a payout must come from. */
  senders: readonly Hex20[];
}

/** Payouts checked per poll, pending ones first (an unconfirmed one stays open and is checked again). */
const CHECK_BATCH = 100;
const OPEN_STATES: PayoutState[] = ['pending', 'unconfirmed'];

/**
 * Checks each open payout's receipt and records a new state: confirmed, mismatch or failed once its block is
 * confirmed (payoutVerdict: the sender, the approval's time, a deposit address, the amount and address); unconfirmed
 * when there is none CHAIN_PAYOUT_TIMEOUT_MINUTES after recording. Each change is guarded by the state read, so of
 * two checkers one records it. A node failure (ChainUnavailableError) propagates.
 */
export async function checkPayouts(db: Db, chain: PayoutChain, rules: PayoutRules, now = Date.now()): Promise<PayoutChange[]> {
  const open = await db
    .selectFrom('chain_payouts as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    // Approved before migration 049, a payout was recorded with its approval: recorded_at is the approval's time.
    .leftJoin('approved_withdrawals as a', 'a.entry_id', 'p.entry_id')
    .leftJoin('deposit_addresses as d', 'd.address', 'p.to_address')
    .select(['p.entry_id', 'p.tx_hash', 'p.to_address', 'p.amount', 'p.state', 'p.recorded_at', 'e.user_id', 'a.approved_at'])
    .select('d.user_id as deposit_of')
    .where('p.state', 'in', OPEN_STATES)
    // 'pending' sorts before 'unconfirmed'.
    .orderBy('p.state')
    .orderBy('p.recorded_at')
    .limit(CHECK_BATCH)
    .execute();
  const timeoutMs = rules.timeoutMinutes * 60_000;
  const changes: PayoutChange[] = [];
  for (const payout of open) {
    const receipt = await chain.receiptOf(payout.tx_hash);
    const minedAt = receipt && receipt.blockNumber <= chain.confirmedHead ? await chain.blockTimeOf(receipt.blockNumber) : null;
    const owed = {
      token: rules.token,
      to: payout.to_address as Hex20,
      amount: Number(payout.amount),
      senders: rules.senders,
      approvedAt: Number(payout.approved_at ?? payout.recorded_at),
      toIsDepositAddress: payout.deposit_of !== null,
    };
    const verdict = payoutVerdict(receipt, chain.confirmedHead, owed, minedAt);
    const state: PayoutState = verdict?.state ?? (now - Number(payout.recorded_at) >= timeoutMs ? 'unconfirmed' : 'pending');
    if (state === payout.state) continue;
    const found = verdict ? (verdict.state === 'confirmed' ? null : verdict.found) : unconfirmedFound(receipt);
    const updated = await db
      .updateTable('chain_payouts')
      .set({ state, found, block_number: verdict ? Number(verdict.blockNumber) : null, checked_at: now })
      .where('entry_id', '=', payout.entry_id)
      .where('state', '=', payout.state)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) continue;
    changes.push({
      entryId: Number(payout.entry_id),
      userId: Number(payout.user_id),
      txHash: payout.tx_hash,
      from: payout.state,
      to: state,
      found,
    });
  }
  return changes;
}

function unconfirmedFound(receipt: TransactionReceipt | null): string {
  return receipt
    ? `mined in block ${receipt.blockNumber}, not yet confirmed`
    : 'no receipt: the node knows no mined transaction of this hash';
}

/** The recorded payouts of the member's withdrawal entries among `entryIds`, by entry id (the fund log). */
export async function payoutsOf(
  db: Db | Trx,
  userId: number,
  entryIds: number[],
): Promise<Map<number, { txHash: string; state: PayoutState }>> {
  const payouts = new Map<number, { txHash: string; state: PayoutState }>();
  if (entryIds.length === 0) return payouts;
  const rows = await db
    .selectFrom('chain_payouts as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select(['p.entry_id', 'p.tx_hash', 'p.state'])
    .where('e.user_id', '=', userId)
    .where('p.entry_id', 'in', entryIds)
    .execute();
  for (const row of rows) payouts.set(Number(row.entry_id), { txHash: row.tx_hash, state: row.state });
  return payouts;
}

/** One payout for the operator (ops chain:payouts). */
export interface PayoutListed {
  entryId: number;
  username: string;
  amount: number;
  txHash: string;
  toAddress: string;
  state: PayoutState;
  found: string | null;
  recordedAt: number;
}

/** Payouts for the operator: the flagged ones first, then newest first; `limit` null for all of them. */
export async function listPayouts(db: Db, limit: number | null): Promise<PayoutListed[]> {
  const flagged = wallet.FLAGGED_PAYOUT_STATES;
  let query = db
    .selectFrom('chain_payouts as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['p.entry_id', 'u.username', 'p.amount', 'p.tx_hash', 'p.to_address', 'p.state', 'p.found', 'p.recorded_at'])
    .orderBy(sql`case when p.state in (${sql.join(flagged)}) then 0 else 1 end`)
    .orderBy('p.recorded_at', 'desc')
    .orderBy('p.entry_id', 'desc');
  if (limit !== null) query = query.limit(limit);
  return (await query.execute()).map((row) => ({
    entryId: Number(row.entry_id),
    username: row.username,
    amount: Number(row.amount),
    txHash: row.tx_hash,
    toAddress: row.to_address,
    state: row.state,
    found: row.found,
    recordedAt: Number(row.recorded_at),
  }));
}
