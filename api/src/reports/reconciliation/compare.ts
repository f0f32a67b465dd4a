// The reconciliation's comparison, pure: what the books say and what the chain shows go in (gather.ts reads both),
// the differences come out, each with its cause. Money in minor units as bigint (a chain balance may pass a safe
// integer); the chain's raw token units are floored to minor units as the watcher credits them.
import type { ReconciliationDifference, ReconciliationPart } from 'shared-contracts/ops';
import type { Hex20 } from '../../chain/address';
import { RAW_PER_MINOR } from '../../chain/transfers';
import type { wallet } from 'shared-contracts/api';

/** A token transfer to a deposit address, as the node shows it. */
export interface SeenTransfer {
  txHash: string;
  to: Hex20;
  rawAmount: bigint;
  /** In the period's blocks; false: found by its hash for a credit of the period, mined outside it. */
  inPeriod: boolean;
  /** Its block had the watcher's confirmations when the run read the chain. */
  confirmed: boolean;
  /** The watcher's cursor had passed its block. */
  read: boolean;
}

/** A deposit credited with a transaction (credited_transfers). */
export interface Credit {
  txHash: string;
  to: Hex20;
  userId: number;
  /** The deposit entry's amount, minor units. */
  amount: number;
  /** Credited within the period (else it is here because a transfer of the period names it). */
  inPeriod: boolean;
}

/** An approved USDT withdrawal and its payout as recorded, with whether the node shows its transaction mined. */
export interface ApprovedWithdrawal {
  entryId: number;
  userId: number;
  amount: number;
  approvedAt: number;
  payout: { txHash: string; state: wallet.PayoutState; found: string | null; mined: boolean | null } | null;
}

export interface Liabilities {
  balances: bigint;
  pendingWithdrawals: bigint;
  lockedBonuses: bigint;
}

export interface ComparisonInputs {
  /** Null when no node is set: the chain side of deposits was not read. */
  transfers: SeenTransfer[] | null;
  credits: Credit[];
  /** Each deposit address's member; `member` false for a guest's or an account that is no member's now. */
  addresses: ReadonlyMap<Hex20, { userId: number; member: boolean }>;
  withdrawals: ApprovedWithdrawal[];
  liabilities: Liabilities;
  /** Raw token units the operator's addresses held at the period's end; null when not read. */
  holdingsRaw: bigint | null;
}

export interface ComparisonRules {
  /** CHAIN_MIN_DEPOSIT, minor units. */
  minDepositAmount: number;
  /** RECONCILE_PAYOUT_HOURS in ms: an approval older than this with no payout recorded is a difference. */
  payoutDueMs: number;
  now: number;
}

export interface Comparison {
  differences: ReconciliationDifference[];
  /** The parts whose chain side was not read. */
  unchecked: ReconciliationPart[];
}

const minorOf = (raw: bigint): bigint => raw / RAW_PER_MINOR;
const key = (txHash: string, to: string) => `${txHash}:${to}`;

function difference(part: ReconciliationPart, d: Omit<ReconciliationDifference, 'part' | 'note'> & { note?: string | null }) {
  return { part, ...d, note: d.note ?? null };
}

/** The causes a transfer seen and not credited can have, the first that holds. */
function uncreditedCause(t: SeenTransfer, owner: { member: boolean } | undefined, minDeposit: number) {
  if (!owner?.member) return 'not_member_address' as const;
  if (minorOf(t.rawAmount) < BigInt(Math.max(minDeposit, 1))) return 'below_minimum' as const;
  if (!t.confirmed) return 'unconfirmed' as const;
  if (!t.read) return 'not_read_yet' as const;
  return 'missed' as const;
}

function compareDeposits(inputs: ComparisonInputs, rules: ComparisonRules): ReconciliationDifference[] {
  if (!inputs.transfers) return [];
  // One transaction may move the token to one address in several logs: the watcher credits each; compare the sums.
  const moved = new Map<string, SeenTransfer>();
  for (const t of inputs.transfers) {
    const k = key(t.txHash, t.to);
    const had = moved.get(k);
    moved.set(k, had ? { ...t, rawAmount: had.rawAmount + t.rawAmount, inPeriod: had.inPeriod || t.inPeriod } : t);
  }
  const credited = new Map<string, number>();
  const creditOwner = new Map<string, number>();
  for (const c of inputs.credits) {
    credited.set(key(c.txHash, c.to), (credited.get(key(c.txHash, c.to)) ?? 0) + c.amount);
    creditOwner.set(key(c.txHash, c.to), c.userId);
  }
  const out: ReconciliationDifference[] = [];
  for (const [k, t] of moved) {
    const owner = inputs.addresses.get(t.to);
    const amount = credited.get(k);
    const chain = minorOf(t.rawAmount).toString();
    if (amount === undefined) {
      if (!t.inPeriod) continue;
      const cause = uncreditedCause(t, owner, rules.minDepositAmount);
      out.push(difference('deposits', { cause, ref: t.txHash, user_id: owner?.userId ?? null, ours: null, chain }));
    } else if (BigInt(amount) !== minorOf(t.rawAmount)) {
      out.push(
        difference('deposits', { cause: 'amount_differs', ref: t.txHash, user_id: creditOwner.get(k)!, ours: String(amount), chain }),
      );
    }
  }
  for (const c of inputs.credits) {
    if (!c.inPeriod || moved.has(key(c.txHash, c.to))) continue;
    const ours = String(credited.get(key(c.txHash, c.to)));
    out.push(difference('deposits', { cause: 'credited_not_on_chain', ref: c.txHash, user_id: c.userId, ours, chain: null }));
  }
  return out;
}

function comparePayouts(inputs: ComparisonInputs, rules: ComparisonRules): ReconciliationDifference[] {
  const out: ReconciliationDifference[] = [];
  for (const w of inputs.withdrawals) {
    const base = { ref: `withdrawal:${w.entryId}`, user_id: w.userId, ours: String(w.amount), chain: null };
    const p = w.payout;
    if (!p) {
      if (rules.now - w.approvedAt > rules.payoutDueMs) out.push(difference('payouts', { ...base, cause: 'not_paid' }));
      continue;
    }
    const paid = { ...base, note: p.found ? `${p.txHash}: ${p.found}` : p.txHash };
    if (p.state === 'mismatch') out.push(difference('payouts', { ...paid, cause: 'payout_mismatch' }));
    else if (p.state === 'failed') out.push(difference('payouts', { ...paid, cause: 'payout_failed' }));
    else if (p.mined === false) out.push(difference('payouts', { ...paid, cause: 'payout_not_on_chain' }));
    // A mined payout still pending is the watcher's to check; one it flagged unconfirmed is a difference.
    else if (p.state === 'unconfirmed') out.push(difference('payouts', { ...paid, cause: 'payout_unconfirmed' }));
  }
  return out;
}

/** The liabilities' total, minor units. */
export const totalOf = (l: Liabilities): bigint => l.balances + l.pendingWithdrawals + l.lockedBonuses;

function compareLiabilities(inputs: ComparisonInputs): ReconciliationDifference[] {
  if (inputs.holdingsRaw === null) return [];
  const owed = totalOf(inputs.liabilities);
  const held = minorOf(inputs.holdingsRaw);
  // Holding more is the operator's own money (the payout float); holding less is a shortfall.
  if (held >= owed) return [];
  return [
    difference('liabilities', { cause: 'shortfall', ref: 'liabilities', user_id: null, ours: owed.toString(), chain: held.toString() }),
  ];
}

/** Every difference of the period, deposits first, then payouts, then the liabilities. */
export function compare(inputs: ComparisonInputs, rules: ComparisonRules): Comparison {
  const unchecked: ReconciliationPart[] = [];
  if (!inputs.transfers) unchecked.push('deposits');
  if (inputs.withdrawals.some((w) => w.payout && w.payout.mined === null && w.payout.state === 'pending')) unchecked.push('payouts');
  if (inputs.holdingsRaw === null) unchecked.push('liabilities');
  return {
    differences: [...compareDeposits(inputs, rules), ...comparePayouts(inputs, rules), ...compareLiabilities(inputs)],
    unchecked,
  };
}
