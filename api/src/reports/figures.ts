// The business's figures over time (issue 29: the dashboard and the reports), read from the ledger and the settled
// orders with SQL aggregates, on SQLite and PostgreSQL alike. Guests (demo accounts, group 2) are left out: their
// money is play money. All amounts are integer minor units; a return to player is in basis points (10,000 = 100%).
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { classWins, GROUP_GUEST, payout, winningDraws } from 'shared-contracts';
import type { Db } from '../db/schema';
import { CORRECTION_REF, ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import type { LedgerEntriesTable } from '../ledger/tables';
import { ORDER_STATUS, parseOrderBet } from '../domain/lottery';

export interface Figures {
  /** Deposits credited (approved requests and chain credits), by the time of the credit. */
  deposits: number;
  /** Withdrawals paid (approved), by the time they were asked for (by decision: withdrawalDates.ts). */
  withdrawals: number;
  /** Stakes of the orders settled in the span (by their settlement). */
  stakes: number;
  /** What those orders paid. */
  payouts: number;
  /** Gifts: deposit bonuses, promotions and gifts, fixed-deposit bonuses. */
  bonuses: number;
  /** Gross gaming revenue: stakes - payouts. */
  ggr: number;
  /** Net gaming revenue: GGR - bonuses (what the games earned once the promotions are paid). */
  ngr: number;
  /** Members with an order settled in the span. */
  activeMembers: number;
  /** Orders settled in the span. */
  orders: number;
}

export interface ClassFigures {
  cls: number;
  stakes: number;
  payouts: number;
  /** payouts / stakes. */
  realisedBp: number;
  /** What those same stakes, at the odds they were bought at, return on average: stake x odds x P(win). */
  theoreticalBp: number;
}

const EMPTY: Figures = { deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, bonuses: 0, ggr: 0, ngr: 0, activeMembers: 0, orders: 0 };

/**
 * Which of the spans `bounds` cut (ascending instants, unix ms: [b0, b1), [b1, b2) ...) the time column falls in, as
 * one CASE: every span is summed by one query, whatever the zone's days (a DST day too). Bounds are our integers.
 */
export function spanOf(column: string | RawBuilder<number>, bounds: readonly number[]): RawBuilder<number> {
  const time = typeof column === 'string' ? sql.ref(column) : column;
  // Never a bare constant: GROUP BY 0 would be read as a column position.
  const spans = bounds.slice(1).map((bound, i) => sql`WHEN ${time} < ${sql.lit(bound)} THEN ${sql.lit(i)}`);
  return sql<number>`CASE ${sql.join(spans, sql` `)} END`;
}

export function assertBounds(bounds: readonly number[]): void {
  if (bounds.length < 2 || bounds.some((b, i) => !Number.isSafeInteger(b) || (i > 0 && b <= bounds[i - 1]!)))
    throw new RangeError(`bounds must be ascending integers: ${bounds.join(',')}`);
}

/** An operator's correction (a gift whose ref names its four-eyes request) repairs a mistake: it is no bonus. */
export const notACorrection = (eb: ExpressionBuilder<{ e: LedgerEntriesTable }, 'e'>) =>
  eb.or([eb('e.type', '!=', ENTRY_TYPE.gift), eb('e.ref', 'is', null), eb('e.ref', 'not like', `${CORRECTION_REF}%`)]);

/** The figures of each span [bounds[i], bounds[i + 1]). */
export async function figuresBySpan(db: Db, bounds: readonly number[]): Promise<Figures[]> {
  assertBounds(bounds);
  const from = bounds[0]!;
  const to = bounds[bounds.length - 1]!;
  const spans = Array.from({ length: bounds.length - 1 }, () => ({ ...EMPTY }));
  const entrySpan = spanOf('e.created_at', bounds);
  const money = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select((eb) => [entrySpan.as('span'), 'e.type', eb.fn.sum<string | number>('e.amount').as('amount')])
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('e.status', '=', ENTRY_STATUS.passed)
    .where('e.type', 'in', [ENTRY_TYPE.deposit, ENTRY_TYPE.withdrawal, ENTRY_TYPE.gift])
    // An approved deposit request moved nothing (delta 0): its credit, a second entry, did.
    .where('e.delta', '!=', 0)
    .where(notACorrection)
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .groupBy([entrySpan, 'e.type'])
    .execute();
  for (const row of money) {
    const span = spans[Number(row.span)]!;
    const amount = Number(row.amount);
    if (row.type === ENTRY_TYPE.deposit) span.deposits += amount;
    else if (row.type === ENTRY_TYPE.withdrawal) span.withdrawals += amount;
    else span.bonuses += amount;
  }
  const orderSpan = spanOf('o.settled_at', bounds);
  const orders = await db
    .selectFrom('lottery_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      orderSpan.as('span'),
      eb.fn.sum<string | number>('o.quantity').as('stakes'),
      eb.fn.sum<string | number>('o.payout').as('payouts'),
      eb.fn.count<string | number>('o.user_id').distinct().as('members'),
      eb.fn.countAll<string | number>().as('orders'),
    ])
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('o.status', '=', ORDER_STATUS.settled)
    .where('o.settled_at', '>=', from)
    .where('o.settled_at', '<', to)
    .groupBy(orderSpan)
    .execute();
  for (const row of orders) {
    const span = spans[Number(row.span)]!;
    span.stakes = Number(row.stakes);
    span.payouts = Number(row.payouts);
    span.activeMembers = Number(row.members);
    span.orders = Number(row.orders);
  }
  for (const span of spans) {
    span.ggr = span.stakes - span.payouts;
    span.ngr = span.ggr - span.bonuses;
  }
  return spans;
}

/** payouts / stakes in basis points, rounded half up; 0 with no stakes. Exact (bigint): the sums may pass 2^53. */
export function ratioBp(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) return 0;
  return Number((numerator * 20_000n + denominator) / (2n * denominator));
}

/**
 * Stakes, payouts and the realised and theoretical return per outcome class of the orders settled in [from, to). An
 * order of several classes is a bet of `money` on each (as its legs show it, wire/orderLegs.ts): each leg counts in
 * its class, and pays by the settlement's own rule (stake x odds, floored) when the round's sum wins it. Orders are
 * read grouped by what decides their legs (classes, odds, stake, the sum drawn), so the rows stay few.
 */
export async function classFigures(db: Db, from: number, to: number): Promise<ClassFigures[]> {
  const groups = await db
    .selectFrom('lottery_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('lottery_rounds as r', 'r.id', 'o.round_id')
    .select((eb) => ['o.play_type', 'o.odds', 'o.money', 'r.code', eb.fn.countAll<string | number>().as('n')])
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('o.status', '=', ORDER_STATUS.settled)
    .where('o.settled_at', '>=', from)
    .where('o.settled_at', '<', to)
    .groupBy(['o.play_type', 'o.odds', 'o.money', 'r.code'])
    .execute();
  const byClass = new Map<number, { stakes: bigint; payouts: bigint; expected: bigint }>();
  for (const group of groups) {
    const n = BigInt(group.n);
    const bet = parseOrderBet(group);
    bet.classes.forEach((cls, i) => {
      const odds = bet.oddsHundredths[i]!;
      const sums = byClass.get(cls) ?? { stakes: 0n, payouts: 0n, expected: 0n };
      const stake = BigInt(bet.moneyPerChoice) * n;
      sums.stakes += stake;
      if (group.code !== null && classWins(cls, group.code)) sums.payouts += BigInt(payout(bet.moneyPerChoice, odds)) * n;
      // stake x odds/100 x draws/1000, kept whole: scaled by 100,000 and divided back in the ratio.
      sums.expected += stake * BigInt(odds) * BigInt(winningDraws(cls));
      byClass.set(cls, sums);
    });
  }
  return [...byClass.entries()]
    .sort(([a], [b]) => a - b)
    .map(([cls, sums]) => ({
      cls,
      stakes: Number(sums.stakes),
      payouts: Number(sums.payouts),
      realisedBp: ratioBp(sums.payouts, sums.stakes),
      theoreticalBp: ratioBp(sums.expected, sums.stakes * 100_000n),
    }));
}
