import { isOutcomeClass, type Minor } from 'shared-contracts';

/** One odds row of a plan: decimal odds in hundredths and its own stake limits (0 = none of its own). */
export interface OddsRule {
  class: number;
  oddsHundredths: number;
  minMoney: Minor;
  maxMoney: Minor;
}

export interface PlanLimits {
  minMoney: Minor;
  maxMoney: Minor;
}

export interface BetContext {
  now: number;
  /** The game is on sale (not paused by the operator). */
  gameOnSale: boolean;
  /** The calendar's round at `now`, null when sales are closed. */
  current: { issue: string; sealsAt: number } | null;
  plan: PlanLimits;
  /** The plan's odds rows by class; a class without a row cannot be bought. */
  odds: ReadonlyMap<number, OddsRule>;
}

export interface BetRequest {
  issue: string;
  /** Comma list of outcome classes, e.g. "1,3,105". */
  playType: string;
  moneyPerChoice: Minor;
}

export type BetRejection =
  'discontinued' | 'closed' | 'not_current_round' | 'invalid_choice' | 'duplicate_choice' | 'below_minimum' | 'above_maximum';

export type BetVerdict =
  | { ok: true; classes: number[]; oddsHundredths: number[]; total: Minor }
  | { ok: false; reason: BetRejection; /** The bound broken, for below/above refusals. */ limit?: Minor };

/**
 * docs/game-rules.md 'Bets': the current round only, on sale and not sealed, unique known classes, each class's
 * stake (money per choice) within the plan's limits and the odds row's own. The balance is checked by the
 * ledger's guarded debit in the same transaction, not here.
 */
export function checkBet(request: BetRequest, ctx: BetContext): BetVerdict {
  if (!ctx.gameOnSale) return { ok: false, reason: 'discontinued' };
  if (!ctx.current || ctx.now >= ctx.current.sealsAt) return { ok: false, reason: 'closed' };
  if (request.issue !== ctx.current.issue) return { ok: false, reason: 'not_current_round' };

  const parts = request.playType.split(',');
  if (parts.some((p) => !/^\d{1,3}$/.test(p))) return { ok: false, reason: 'invalid_choice' };
  const classes = parts.map(Number);
  if (new Set(classes).size !== classes.length) return { ok: false, reason: 'duplicate_choice' };
  const rules: OddsRule[] = [];
  for (const cls of classes) {
    const rule = ctx.odds.get(cls);
    if (!isOutcomeClass(cls) || !rule) return { ok: false, reason: 'invalid_choice' };
    rules.push(rule);
  }

  const money = request.moneyPerChoice;
  const min = Math.max(1, ctx.plan.minMoney, ...rules.map((r) => r.minMoney));
  const maxes = [ctx.plan.maxMoney, ...rules.map((r) => r.maxMoney)].filter((m) => m > 0);
  const max = maxes.length > 0 ? Math.min(...maxes) : Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(money) || money < min) return { ok: false, reason: 'below_minimum', limit: min };
  if (money > max) return { ok: false, reason: 'above_maximum', limit: max };
  const total = money * classes.length;
  if (!Number.isSafeInteger(total)) return { ok: false, reason: 'above_maximum', limit: max };
  return { ok: true, classes, oddsHundredths: rules.map((r) => r.oddsHundredths), total };
}

/**
 * docs/product.md (rules of the forms): a room is for members whose assets are not below its entry money (joinmoeny), so a bet there
 * needs the balance it starts from to reach it (the VIP room's 5,000u is not met by a member holding 1,000u).
 */
export function meetsRoomEntry(balanceBeforeBet: Minor, joinMoney: Minor): boolean {
  return balanceBeforeBet >= joinMoney;
}
