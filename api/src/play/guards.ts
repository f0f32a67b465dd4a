import { formatMoney } from 'shared-contracts';
import { play } from 'shared-contracts/api';
import type { Db, Trx } from '../db/schema';
import { breakAt, INDEFINITE_UNTIL, limitPassed, periodOf, type LimitUse } from '../domain/play';
import { wallClock } from '../domain/time';
import { AppError } from '../i18n/errors';
import { limitOf, readControls, type Controls, type LimitKind } from './controls';
import { PLAY_ERR } from './errors';
import { depositUsed, lossUsed } from './usage';

/**
 * The server's enforcement of the member's controls, each inside the transaction of the write it guards and after
 * the member's row is locked there (a deposit request locks it first; a bet's debit locks it), so that requests
 * sent at once are counted one after another and a burst cannot pass a limit together.
 */

function refuseOnBreak(controls: Controls, now: number, timeZone: string): void {
  const running = breakAt(controls.break, now);
  if (!running) return;
  const until = wallClock(running.until, timeZone);
  if (!running.imposed) throw new AppError(PLAY_ERR.onBreak[running.kind], { until });
  const refusal = running.until === INDEFINITE_UNTIL ? PLAY_ERR.imposedExclusion.indefinite : PLAY_ERR.imposedExclusion.until;
  throw new AppError(refusal, { until, reason: running.imposed.reason });
}

/** The period limits of a kind in force at `now` with their ranges, or null when the member set none. */
function periodLimits(controls: Controls, kind: Exclude<LimitKind, 'stake'>, now: number, timeZone: string) {
  const amounts = play.LIMIT_PERIODS.map((period) => limitOf(controls, kind, period, now).amount);
  // Most members set none: no time-zone arithmetic on their bets (it halved the bets a second).
  if (amounts.every((amount) => amount === null)) return null;
  return play.LIMIT_PERIODS.map((period, i) => ({ period, amount: amounts[i]!, range: periodOf(now, period, timeZone) }));
}

function refuseIfPassed(
  limits: NonNullable<ReturnType<typeof periodLimits>>,
  used: number[],
  more: number,
  errors: (typeof PLAY_ERR)['depositLimit'],
  timeZone: string,
): void {
  const uses: LimitUse[] = limits.map((l, i) => ({ period: l.period, amount: l.amount, used: used[i]! }));
  const passed = limitPassed(uses, more);
  if (!passed) return;
  const range = limits.find((l) => l.period === passed.period)!.range;
  throw new AppError(errors[passed.period], {
    amount: formatMoney(passed.amount!),
    used: formatMoney(Math.max(0, passed.used)),
    resets: wallClock(range.to, timeZone),
  });
}

/** A deposit request of `amount`: refused during a break or past a deposit limit (requests opened this period count). */
export async function guardDeposit(trx: Db | Trx, userId: number, amount: number, now: number, timeZone: string): Promise<void> {
  const controls = await readControls(trx, userId, now);
  refuseOnBreak(controls, now, timeZone);
  const limits = periodLimits(controls, 'deposit', now, timeZone);
  if (!limits) return;
  const used = await depositUsed(
    trx,
    userId,
    limits.map((l) => l.range),
    now,
  );
  refuseIfPassed(limits, used, amount, PLAY_ERR.depositLimit, timeZone);
}

/** Why money that has already arrived is credited as the member's own alone, with no promotion: protection holds. */
export type DepositShield = 'break' | 'limit';

/**
 * Whether player protection holds for a deposit being credited (the money is the member's: it is never refused):
 * a break running, or, for a credit no request counted (a chain transfer with none), its amount passing a deposit
 * limit. A request was counted toward the limits when it was opened (guardDeposit), so `limit` is null for one.
 */
export async function depositShield(
  trx: Db | Trx,
  userId: number,
  now: number,
  limit: { amount: number; timeZone: string } | null,
): Promise<DepositShield | null> {
  const controls = await readControls(trx, userId, now);
  if (breakAt(controls.break, now)) return 'break';
  if (!limit) return null;
  const limits = periodLimits(controls, 'deposit', now, limit.timeZone);
  if (!limits) return null;
  const used = await depositUsed(
    trx,
    userId,
    limits.map((l) => l.range),
    now,
  );
  const uses: LimitUse[] = limits.map((l, i) => ({ period: l.period, amount: l.amount, used: used[i]! }));
  return limitPassed(uses, limit.amount) ? 'limit' : null;
}

/** Before a bet's debit: refused during a break or above the maximum stake. Answers the controls for guardLoss. */
export async function guardBet(trx: Db | Trx, userId: number, stake: number, now: number, timeZone: string): Promise<Controls> {
  const controls = await readControls(trx, userId, now);
  refuseOnBreak(controls, now, timeZone);
  const max = limitOf(controls, 'stake', '', now).amount;
  if (max !== null && stake > max) throw new AppError(PLAY_ERR.maxStake, { stake: formatMoney(stake), amount: formatMoney(max) });
  return controls;
}

/**
 * After a bet's debit (the member's row locked by it, the bet's purchase in the totals read): refused when the net
 * loss of a period, this stake lost included, would pass a loss limit. Wins of the period give room back.
 */
export async function guardLoss(
  trx: Db | Trx,
  controls: Controls,
  userId: number,
  stake: number,
  now: number,
  timeZone: string,
): Promise<void> {
  const limits = periodLimits(controls, 'loss', now, timeZone);
  if (!limits) return;
  const lossWithBet = await lossUsed(
    trx,
    userId,
    limits.map((l) => l.range),
  );
  refuseIfPassed(
    limits,
    lossWithBet.map((loss) => loss - stake),
    stake,
    PLAY_ERR.lossLimit,
    timeZone,
  );
}
