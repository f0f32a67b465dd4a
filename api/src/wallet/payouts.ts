// USDT payouts confirmed on chain (issue 27). The server holds no private key: the operator sends a withdrawal from
// their own wallet and records its transaction hash when approving it, in the approval's transaction. The chain
// watcher's leader then checks each open payout's receipt (chain/payouts.ts reads it) and records the state here.
// The money left the balance when the withdrawal was held: a check writes no ledger entry, only the payout's state.
import { sql } from 'kysely';
import { wallet } from 'shared-contracts/api';
import type { Actor } from '../audit/log';
import { InvalidAddressError, parseAddress, type Hex20 } from '../chain/address';
import { payoutVerdict, type PayoutChain, type PayoutChange } from '../chain/payouts';
import type { TransactionReceipt } from '../chain/rpc';
import { normalizeTxHash } from '../chain/txHash';
import { isUniqueViolation } from '../db/errors';
import type { Db, Trx } from '../db/schema';
import { ENTRY_TYPE, LedgerError } from '../domain/ledger';
import type { Ledger, Settled } from '../ledger';
import { auditDecision, settleRequest } from './decide';

type PayoutState = wallet.PayoutState;

/** An operator's payout refused before anything changed; the message says why. */
export class PayoutRefused extends Error {
  override readonly name = 'PayoutRefused';
}

/** A transaction hash as recorded (lowercase, 0x); takes TRON's form too (64 hex); throws PayoutRefused otherwise. */
export function parseTxHash(raw: string): `0x${string}` {
  const hash = normalizeTxHash(raw);
  if (!hash) throw new PayoutRefused(`a transaction hash is 64 hex digits (0x optional), got "${raw}"`);
  return hash;
}

const USDT_DESTINATION = 'usdt:';

export interface PayoutOrder {
  /** The payout's transaction hash (parseTxHash), or null when none is given. */
  txHash: `0x${string}` | null;
  /** Whether a USDT withdrawal must name its payout (the chain watcher is on). */
  txRequired: boolean;
}

export interface PayoutRecorded {
  txHash: `0x${string}`;
  to: Hex20;
}

/**
 * Approves a pending withdrawal and records its payout's transaction hash (and `by`'s audit row), in one transaction: a refusal (a bank
 * withdrawal given a hash, a USDT one without while the watcher runs, a hash another withdrawal holds) changes
 * nothing. Ledger refusals (no such entry, not a withdrawal, already decided) are LedgerErrors as decide() throws.
 */
export async function approveWithdrawal(
  ledger: Ledger,
  db: Db,
  entryId: number,
  order: PayoutOrder,
  now = Date.now(),
  by?: Actor,
): Promise<ApprovedWithdrawal> {
  return db.transaction().execute(async (trx) => {
    const approved = await approveWithdrawalIn(ledger, trx, entryId, order, now);
    if (by) await auditDecision(trx, by, approved.settled, 'approve', approved.payout ? { tx: approved.payout.txHash } : {});
    return approved;
  });
}

export interface ApprovedWithdrawal {
  settled: Settled;
  payout: PayoutRecorded | null;
}

/** approveWithdrawal() in the caller's transaction (the back office's, which also writes the audit row). */
export async function approveWithdrawalIn(
  ledger: Ledger,
  trx: Trx,
  entryId: number,
  order: PayoutOrder,
  now = Date.now(),
): Promise<ApprovedWithdrawal> {
  const row = await trx.selectFrom('ledger_entries').select(['type', 'settles', 'ref']).where('id', '=', entryId).executeTakeFirst();
  if (!row) throw new LedgerError('entry_not_found', `entry ${entryId}`);
  if (row.type !== ENTRY_TYPE.withdrawal || row.settles !== null)
    throw new LedgerError('not_settleable', `entry ${entryId} is not a withdrawal request`);
  const to = payoutAddress(entryId, row.ref, order);
  if (to && order.txHash) await refuseHashTaken(trx, order.txHash);
  const settled = await settleRequest(ledger, trx, entryId, 'approve', now);
  if (!to || !order.txHash) return { settled, payout: null };
  await recordPayout(trx, { entryId, txHash: order.txHash, to, amount: settled.request.amount, now });
  return { settled, payout: { txHash: order.txHash, to } };
}

/** The 20-byte address a withdrawal's payout must reach (from its destination, recorded at hold time), or null for none. */
function payoutAddress(entryId: number, destination: string | null, order: PayoutOrder): Hex20 | null {
  if (!destination?.startsWith(USDT_DESTINATION)) {
    if (order.txHash)
      throw new PayoutRefused(`withdrawal ${entryId} goes to a bank (${destination ?? 'no destination'}): it takes no transaction hash`);
    return null;
  }
  if (!order.txHash) {
    if (order.txRequired)
      throw new PayoutRefused(
        `withdrawal ${entryId} is paid in USDT: give the payout's transaction hash (--tx), so the chain watcher can confirm it`,
      );
    return null;
  }
  const address = destination.slice(USDT_DESTINATION.length);
  try {
    return parseAddress(address);
  } catch (error) {
    if (!(error instanceof InvalidAddressError)) throw error;
    throw new PayoutRefused(`withdrawal ${entryId} goes to "${address}", which is no TRON address: no payout there can be confirmed`);
  }
}

async function refuseHashTaken(trx: Trx, txHash: string): Promise<void> {
  const taken = await trx.selectFrom('chain_payouts').select('entry_id').where('tx_hash', '=', txHash).executeTakeFirst();
  if (taken) throw new PayoutRefused(`transaction ${txHash} is already recorded as the payout of withdrawal ${taken.entry_id}`);
}

async function recordPayout(trx: Trx, p: { entryId: number; txHash: string; to: Hex20; amount: number; now: number }): Promise<void> {
  try {
    await trx
      .insertInto('chain_payouts')
      .values({
        entry_id: p.entryId,
        tx_hash: p.txHash,
        to_address: p.to,
        amount: p.amount,
        state: 'pending',
        found: null,
        block_number: null,
        recorded_at: p.now,
        checked_at: null,
      })
      .execute();
  } catch (error) {
    // The check above raced another approval recording the same hash: the unique key decides.
    if (isUniqueViolation(error)) throw new PayoutRefused(`transaction ${p.txHash} is already recorded as another withdrawal's payout`);
    throw error;
  }
}

export interface PayoutRules {
  /** The token paid in (config usdtContract). */
  token: Hex20;
  /** CHAIN_PAYOUT_TIMEOUT_MINUTES. */
  timeoutMinutes: number;
}

/** Payouts checked per poll, pending ones first (an unconfirmed one stays open and is checked again). */
const CHECK_BATCH = 100;
const OPEN_STATES: PayoutState[] = ['pending', 'unconfirmed'];

/**
 * Checks each open payout's receipt and records a new state: confirmed, mismatch or failed once its block is
 * confirmed; unconfirmed when there is none CHAIN_PAYOUT_TIMEOUT_MINUTES after recording. Each change is guarded by
 * the state read, so of two checkers one records it. A node failure (ChainUnavailableError) propagates.
 */
export async function checkPayouts(db: Db, chain: PayoutChain, rules: PayoutRules, now = Date.now()): Promise<PayoutChange[]> {
  const open = await db
    .selectFrom('chain_payouts as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select(['p.entry_id', 'p.tx_hash', 'p.to_address', 'p.amount', 'p.state', 'p.recorded_at', 'e.user_id'])
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
    const verdict = payoutVerdict(receipt, chain.confirmedHead, {
      token: rules.token,
      to: payout.to_address as Hex20,
      amount: Number(payout.amount),
    });
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
