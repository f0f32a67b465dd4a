// The turnover (流水) a member must play before a withdrawal (issue 28, docs/game-rules.md): pure rules, no storage.
// Amounts are integer minor units; multiples are hundredths (100 = x1), as the deposit bonus program stores them.
import { MAX_SUM } from 'shared-contracts';
import type { TurnoverKind } from 'shared-contracts/api';
import { settleBet, stakeOf, type PlacedBet } from '../lottery/settlement';

/** The multiple that adds the amount itself (x1). */
export const MULTIPLE_ONE = 100;

/**
 * The turnover a credited deposit or bonus adds: amount x multiple / 100, floored to the minor unit (as a bonus and a
 * payout are), computed exactly in integers.
 */
export function turnoverAdded(amount: number, multiple: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`amount must be a positive integer, got ${amount}`);
  if (!Number.isSafeInteger(multiple) || multiple < 0) throw new RangeError(`multiple must be a non-negative integer, got ${multiple}`);
  const added = Number((BigInt(amount) * BigInt(multiple)) / BigInt(MULTIPLE_ONE));
  if (!Number.isSafeInteger(added)) throw new RangeError(`turnover of ${amount} x ${multiple} is beyond a safe integer`);
  return added;
}

/**
 * What a member's bets of one round return whatever the draw: the least total payout (settleBet, the settlement's own
 * rounding) over every result, the sum 0-27 deciding every class. Long and Short 100u each at 1.98 return 198u either
 * way; bets that miss some sum return 0.
 */
export function guaranteedReturn(bets: readonly PlacedBet[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (let sum = 0; sum <= MAX_SUM; sum++) {
    let paid = 0;
    for (const bet of bets) paid += settleBet(bet, sum).payout;
    least = Math.min(least, paid);
  }
  return least;
}

/** A member's settled bets of one round as the turnover counts them: the whole stake and what comes back regardless. */
export interface RoundPlay {
  stake: number;
  returned: number;
}

export function roundPlay(bets: readonly PlacedBet[]): RoundPlay {
  return { stake: bets.reduce((total, bet) => total + stakeOf(bet), 0), returned: guaranteedReturn(bets) };
}

/**
 * What a stake counts: the part at risk (the stake less what comes back whatever the draw, never below 0), never more
 * than is left (the turnover left never goes below 0). An order counted on its own (before migration 044) returned 0.
 */
export function stakeCounted(stake: number, left: number, returned: number): number {
  return Math.min(Math.max(0, stake - returned), left);
}

/** The member's standing: what is left and the requirement it belongs to (played: the difference). */
export interface Standing {
  left: number;
  /** The turnover added since the requirement was last played through (a credit that found 0 left starts anew). */
  required: number;
}

/** One movement of the turnover left, as `turnover_entries` records it. */
export interface TurnoverStep {
  kind: TurnoverKind;
  amount: number;
  /** The signed change of the turnover left. */
  delta: number;
  leftAfter: number;
  /** The multiple (hundredths) a credit was counted with; null for play. */
  multiple: number | null;
  /** A round's play: what its stake returns whatever the draw; null for a credit and an order counted on its own. */
  returned: number | null;
}

/** A credited deposit or bonus: the step it adds and the standing after it. */
export function creditStep(standing: Standing, kind: 'deposit' | 'bonus', amount: number, multiple: number): [TurnoverStep, Standing] {
  const delta = turnoverAdded(amount, multiple);
  const left = standing.left + delta;
  return [
    { kind, amount, delta, leftAfter: left, multiple, returned: null },
    { left, required: standing.left === 0 ? delta : standing.required + delta },
  ];
}

/**
 * A settled stake (a member's round, or before migration 044 one order with `returned` null): the step (null when it
 * counts nothing) and the standing after it.
 */
export function playStep(standing: Standing, stake: number, returned: number | null): [TurnoverStep | null, Standing] {
  const counted = stakeCounted(stake, standing.left, returned ?? 0);
  if (counted <= 0) return [null, standing];
  const left = standing.left - counted;
  return [
    { kind: 'play', amount: stake, delta: -counted, leftAfter: left, multiple: null, returned },
    { left, required: standing.required },
  ];
}

/**
 * An operator's waiver of `amount` of the turnover left (null when more than is left): the left and the requirement
 * both fall by it, so what was played stays what the member played.
 */
export function waiverStep(standing: Standing, amount: number): [TurnoverStep, Standing] | null {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > standing.left) return null;
  const left = standing.left - amount;
  return [
    { kind: 'waiver', amount, delta: -amount, leftAfter: left, multiple: null, returned: null },
    { left, required: standing.required - amount },
  ];
}

/**
 * A voided round's play given back (docs/game-rules.md 'Voided rounds'): what that play counted down (`amount`, > 0) is
 * left again. The requirement grows only as far as the left now needs (a requirement started since then), so what was
 * played is never below 0.
 */
export function voidStep(standing: Standing, amount: number): [TurnoverStep, Standing] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a void gives back a positive amount, got ${amount}`);
  const left = standing.left + amount;
  return [
    { kind: 'void', amount, delta: amount, leftAfter: left, multiple: null, returned: null },
    { left, required: Math.max(standing.required, left) },
  ];
}

/** The played part of the standing's requirement. */
export function played(standing: Standing): number {
  return standing.required - standing.left;
}

/** A withdrawal waits while turnover is left. Checked after the spec's checks (the amount and the balance). */
export function turnoverRefusal(left: number): 'turnover_left' | null {
  return left > 0 ? 'turnover_left' : null;
}

export type TurnoverProblem =
  | { kind: 'turnover_chain_break'; entryId: number; leftAfter: number; expected: number }
  | { kind: 'turnover_negative'; entryId: number; leftAfter: number }
  | { kind: 'turnover_bad_delta'; entryId: number; delta: number; expected: number }
  | { kind: 'turnover_left_mismatch'; stored: number; expected: number }
  | { kind: 'turnover_required_mismatch'; stored: number; expected: number };

export type AuditedStep = TurnoverStep & { id: number };

/**
 * One member's turnover entries (in id order) against the stored standing: each left_after is the previous one plus
 * its delta and never negative, each delta is what the rules give (a credit: amount x its multiple; a stake: what
 * was left of its part at risk, an entry only when something was), and the standing is where the entries end. Whether
 * a play entry's amount and return are its orders' is checked against them (promotions/turnoverAudit.ts).
 */
export function auditTurnover(stored: Standing, entries: readonly AuditedStep[]): TurnoverProblem[] {
  const problems: TurnoverProblem[] = [];
  let standing: Standing = { left: 0, required: 0 };
  for (const entry of entries) {
    const [step, next] =
      entry.kind === 'play'
        ? playStep(standing, entry.amount, entry.returned)
        : entry.kind === 'waiver'
          ? (waiverStep(standing, entry.amount) ?? [null, standing])
          : entry.kind === 'void'
            ? voidStep(standing, entry.amount)
            : creditStep(standing, entry.kind, entry.amount, entry.multiple ?? 0);
    if (!step || entry.delta !== step.delta)
      problems.push({ kind: 'turnover_bad_delta', entryId: entry.id, delta: entry.delta, expected: step?.delta ?? 0 });
    // The chain follows the recorded deltas, so one bad entry is reported once, not again at every later one.
    const left = standing.left + entry.delta;
    if (entry.leftAfter !== left)
      problems.push({ kind: 'turnover_chain_break', entryId: entry.id, leftAfter: entry.leftAfter, expected: left });
    if (entry.leftAfter < 0) problems.push({ kind: 'turnover_negative', entryId: entry.id, leftAfter: entry.leftAfter });
    standing = { left, required: next.required };
  }
  if (stored.left !== standing.left) problems.push({ kind: 'turnover_left_mismatch', stored: stored.left, expected: standing.left });
  if (stored.required !== standing.required)
    problems.push({ kind: 'turnover_required_mismatch', stored: stored.required, expected: standing.required });
  return problems;
}
