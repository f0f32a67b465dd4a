// The anti-money-laundering rules (issue 40) as pure functions of the figures they weigh: each answers the evidence
// a case is opened with, or null when it does not trip. Reading the figures and opening cases is aml/screening.ts.
import { AML_RULES, type AmlRuleName } from 'shared-contracts/ops';
import type { AmlSettings } from './settings';

export { AML_RULES };
export type AmlRule = AmlRuleName;

/** A credited deposit as the rules weigh it: its ledger entry, amount (minor units) and time (unix ms). */
export interface DepositSeen {
  entryId: number;
  amount: number;
  at: number;
}

export interface LittlePlayEvidence {
  withdrawal: { entryId: number; amount: number };
  deposit: DepositSeen;
  /** Stakes of the bets placed since that deposit was credited. */
  stakes: number;
  minPlayPercent: number;
}

/**
 * A deposit withdrawn with little play: a withdrawal asked while the stakes since the member's last credited deposit
 * are below `minPlayPercent` of that deposit. No deposit, no case (winnings and gifts are not laundered cash).
 */
export function littlePlay(
  withdrawal: LittlePlayEvidence['withdrawal'],
  lastDeposit: DepositSeen | null,
  stakes: number,
  settings: Pick<AmlSettings, 'minPlayPercent'>,
): LittlePlayEvidence | null {
  if (lastDeposit === null) return null;
  // Integers only: stakes / deposit < percent / 100.
  if (stakes * 100 >= lastDeposit.amount * settings.minPlayPercent) return null;
  return { withdrawal, deposit: lastDeposit, stakes, minPlayPercent: settings.minPlayPercent };
}

export interface StructuringEvidence {
  deposits: DepositSeen[];
  threshold: number;
  days: number;
}

/** Whether an amount is within 10% below the threshold: from 90% of it (included) up to it (excluded). */
export function justUnder(amount: number, threshold: number): boolean {
  return amount < threshold && amount * 10 >= threshold * 9;
}

/**
 * Many deposits just under a reporting threshold: `structuringCount` or more of `deposits` (the member's credited
 * deposits of the last `structuringMs`, the newest included) each within 10% below `structuringThreshold`.
 */
export function structuring(
  deposits: readonly DepositSeen[],
  settings: Pick<AmlSettings, 'structuringCount' | 'structuringMs' | 'structuringThreshold'>,
): StructuringEvidence | null {
  const under = deposits.filter((deposit) => justUnder(deposit.amount, settings.structuringThreshold));
  if (under.length < settings.structuringCount) return null;
  return { deposits: under, threshold: settings.structuringThreshold, days: settings.structuringMs / 86_400_000 };
}

export interface SharedAddressEvidence {
  destination: string;
  /** What used it: the member's binding, or their withdrawal's entry. */
  movement: { binding: true } | { withdrawal: number };
  /** The other members who bound it or were paid to it. */
  others: number[];
}

/** One payout address shared by several members: anyone but `userId` among its users (bound it, paid to it) trips it. */
export function sharedAddress(
  userId: number,
  destination: string,
  movement: SharedAddressEvidence['movement'],
  users: Iterable<number>,
): SharedAddressEvidence | null {
  const others = [...users].filter((user) => user !== userId).sort((a, b) => a - b);
  return others.length === 0 ? null : { destination, movement, others };
}

export interface DenyListEvidence {
  address: string;
  /** The deny-list's note on it (e.g. which sanctions list). */
  note: string | null;
  /** What touched it: a deposit's credit entry, a binding, a withdrawal's entry. */
  movement: { deposit: number } | { binding: true } | { withdrawal: number };
}
