import { largestStakeWithin, MINOR_PER_UNIT, type Minor } from 'shared-contracts';
import type { CallResponse } from 'shared-contracts/api';
import { oddsHundredths } from '../../shared/api/oddsList';

/** The pure rules of the betting room (spec sections 4, 5 and 9), apart from the screen so they are tested alone. */

type Heart = CallResponse<'heart'>;
export type Bet = Heart['message'][number];

/**
 * On sale: the countdown runs to the seal. Sealed: 'already sealed', counting to the draw. Paused: the operator stopped
 * the game's sales (no end is known). Closed: outside sales hours.
 */
export type RoundState =
  | { kind: 'onSale'; issue: string; secondsLeft: number }
  | { kind: 'sealed'; issue: string; secondsLeft: number }
  | { kind: 'paused' }
  | { kind: 'closed' };

export function roundState(heart: Pick<Heart, 'game_status' | 'issue'>): RoundState {
  const round = heart.issue;
  if (heart.game_status !== 1) return { kind: 'paused' };
  if (round === null) return { kind: 'closed' };
  return { kind: round.whether_close ? 'sealed' : 'onSale', issue: round.issue, secondsLeft: Math.max(0, round.openTime1) };
}

/** The round bets are taken for now: the current one while on sale, none while sealed or closed. */
export function issueOnSale(state: RoundState): string | null {
  return state.kind === 'onSale' ? state.issue : null;
}

/** Why a bet of the feed cannot be followed now ('closed, stop buying' first, then 'Only follow the current round'), or null. */
export function followRefusal(bet: Pick<Bet, 'issue'>, onSale: string | null): 'closed' | 'notCurrent' | null {
  if (onSale === null) return 'closed';
  return bet.issue === onSale ? null : 'notCurrent';
}

/** The spec's quick quantities, in whole units: 5, 10, 50, 300, 500 and the balance minus 1 (never below 0). */
export const FIXED_PRESETS = [5, 10, 50, 300, 500] as const;
export function balancePreset(balance: Minor): number {
  return Math.max(0, Math.floor(balance / MINOR_PER_UNIT) - 1);
}

/**
 * The quantity as typed or pasted, in whole units. Anything but digits (a decimal point above all) is refused as it
 * stands: dropping the point would turn "12.7" into 127 once the next digit is typed, a stake ten times the intended one.
 */
export type Quantity = { kind: 'empty' } | { kind: 'whole'; units: number } | { kind: 'notWhole' };
export function readQuantity(text: string): Quantity {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  return /^\d+$/.test(trimmed) ? { kind: 'whole', units: Number(trimmed) } : { kind: 'notWhole' };
}

/** The stake of each chosen outcome, in minor units: the whole quantity split evenly, floored to whole units. */
export function perChoiceMoney(quantityUnits: number, choices: number): Minor {
  if (choices <= 0 || !Number.isSafeInteger(quantityUnits) || quantityUnits <= 0) return 0;
  return Math.floor(quantityUnits / choices) * MINOR_PER_UNIT;
}

/**
 * The largest stake per option, in whole units (minor), that the payout limits accept now for the chosen outcomes
 * (docs/game-rules.md 'Exposure'; `capacity` from payoutRoom), at most the room's maximum; null while unknown.
 */
export function largestPerChoice(
  chosen: readonly { class: number; odds: string; max_money: Minor }[],
  capacity: readonly Minor[] | undefined,
): Minor | null {
  if (!capacity || chosen.length === 0) return null;
  const bet = {
    classes: chosen.map((rule) => rule.class),
    oddsHundredths: chosen.map((rule) => oddsHundredths(rule.odds)),
    moneyPerChoice: Math.min(...chosen.map((rule) => rule.max_money)),
  };
  return Math.floor(largestStakeWithin(bet, capacity) / MINOR_PER_UNIT) * MINOR_PER_UNIT;
}

/** Following a bet buys the same outcomes with the same stake per outcome (its quantity is the total). */
export function followStake(bet: Pick<Bet, 'play_type' | 'quantity'>): { classes: number[]; perChoice: Minor } {
  const classes = bet.play_type.split(',').map(Number);
  return { classes, perChoice: Math.floor(bet.quantity / classes.length) };
}

export const FEED_CAP = 300;
export const FEED_DROP = 30;

/** Heartbeats repeat the round's bets: a bet is one entry however often it comes (by its sequence number). */
export function betKey(bet: Bet): string {
  return bet.id !== undefined ? String(bet.id) : `${bet.issue}:${bet.nickname}:${bet.play_type}:${bet.quantity}`;
}

/**
 * The feed after a heartbeat, oldest first: the bets not seen yet are appended; over FEED_CAP the FEED_DROP oldest
 * go (as often as needed). The same array comes back when nothing is new, so the list does not re-render.
 */
export function mergeFeed(feed: readonly Bet[], incoming: readonly Bet[]): readonly Bet[] {
  if (incoming.length === 0) return feed;
  const seen = new Set(feed.map(betKey));
  const fresh = incoming.filter((bet) => {
    const key = betKey(bet);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (fresh.length === 0) return feed;
  let next = [...feed, ...fresh];
  while (next.length > FEED_CAP) next = next.slice(FEED_DROP);
  return next;
}

export type RoundResult = { kind: 'settling' } | { kind: 'won' | 'lost' | 'back'; net: Minor; paid: Minor; stake: Minor };

/**
 * What the member's own orders of a drawn round came to, by their net: settling while any is pending; else won, lost
 * or back (net 0) with the net, what was paid back and the stake beside it; null when the member did not bet. A round
 * where a leg paid but less than was staked is lost, however big the payout.
 */
export function roundResult(
  orders: readonly { game_id: number; issue: string; status: number; quantity: Minor; profit: Minor }[],
  gameId: number,
  issue: string,
): RoundResult | null {
  const mine = orders.filter((o) => o.game_id === gameId && o.issue === issue);
  if (mine.length === 0) return null;
  if (mine.some((o) => o.status === 0)) return { kind: 'settling' };
  const stake = mine.reduce((sum, o) => sum + o.quantity, 0);
  const net = mine.reduce((sum, o) => sum + o.profit, 0);
  return { kind: net > 0 ? 'won' : net < 0 ? 'lost' : 'back', net, paid: stake + net, stake };
}
