import { sql } from 'kysely';
import type { ActivityRow } from 'shared-contracts/api';
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS as S, ENTRY_TYPE as T } from '../domain/ledger';
import { dateIn } from '../domain/time';
import { PAGE_SIZE } from '../ledger/queries';
import { QUARTER_MS } from '../ledger/profit';

/**
 * The activity statement's figures of one member, per UTC quarter-hour (every zone's midnight starts one, so days and
 * months of the wallet's zone are sums of quarters): passed deposits (the credits), withdrawals paid (holds the operator
 * approved) and, apart, those still under review (holds not decided yet; a refused one is status 2 and counts in
 * neither), stakes (purchases less returned ones) and wins (payouts).
 */
async function quarterSums(db: Db | Trx, userId: number) {
  const quarter = sql<number>`created_at / ${sql.lit(QUARTER_MS)}`;
  const sumWhen = (when: ReturnType<typeof sql>, value: ReturnType<typeof sql>) =>
    sql<string | number>`coalesce(sum(case when ${when} then ${value} else 0 end), 0)`;
  return db
    .selectFrom('ledger_entries')
    .select([
      quarter.as('quarter'),
      sumWhen(sql`type = ${sql.lit(T.deposit)} and status = ${sql.lit(S.passed)} and delta > 0`, sql`delta`).as('deposits'),
      sumWhen(sql`type = ${sql.lit(T.withdrawal)} and delta < 0 and status = ${sql.lit(S.passed)}`, sql`amount`).as('withdrawals'),
      sumWhen(sql`type = ${sql.lit(T.withdrawal)} and delta < 0 and status = ${sql.lit(S.notPassed)}`, sql`amount`).as('reviewing'),
      sumWhen(sql`type = ${sql.lit(T.purchase)}`, sql`-delta`).as('stakes'),
      sumWhen(sql`type = ${sql.lit(T.profit)}`, sql`delta`).as('wins'),
    ])
    .where('user_id', '=', userId)
    .where('type', 'in', [T.deposit, T.withdrawal, T.purchase, T.profit])
    .groupBy(quarter)
    .execute();
}

/** The member's statement by day ('YYYY-MM-DD') or month ('YYYY-MM') of the zone, newest first, periods with activity only. */
export async function activityStatement(
  db: Db | Trx,
  userId: number,
  by: 'day' | 'month',
  timeZone: string,
  page = 1,
): Promise<ActivityRow[]> {
  const periods = new Map<string, ActivityRow>();
  for (const row of await quarterSums(db, userId)) {
    const figures = {
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
      reviewing: Number(row.reviewing),
      stakes: Number(row.stakes),
      wins: Number(row.wins),
    };
    if (!figures.deposits && !figures.withdrawals && !figures.reviewing && !figures.stakes && !figures.wins) continue; // only requests, nothing moved
    const date = dateIn(Number(row.quarter) * QUARTER_MS, timeZone);
    const period = by === 'day' ? date : date.slice(0, 7);
    const sum = periods.get(period) ?? { period, deposits: 0, withdrawals: 0, reviewing: 0, stakes: 0, wins: 0, net: 0 };
    sum.deposits += figures.deposits;
    sum.withdrawals += figures.withdrawals;
    sum.reviewing += figures.reviewing;
    sum.stakes += figures.stakes;
    sum.wins += figures.wins;
    sum.net = sum.wins - sum.stakes;
    periods.set(period, sum);
  }
  return [...periods.values()].sort((a, b) => (a.period < b.period ? 1 : -1)).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** The stakes and wins of the member since `from` (unix ms): the reality check's session result. */
export async function resultSince(db: Db | Trx, userId: number, from: number): Promise<{ stakes: number; wins: number }> {
  const row = await db
    .selectFrom('ledger_entries')
    .select([
      sql<string | number>`coalesce(sum(case when type = ${sql.lit(T.purchase)} then -delta else 0 end), 0)`.as('stakes'),
      sql<string | number>`coalesce(sum(case when type = ${sql.lit(T.profit)} then delta else 0 end), 0)`.as('wins'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', from)
    .where('type', 'in', [T.purchase, T.profit])
    .executeTakeFirstOrThrow();
  return { stakes: Number(row.stakes), wins: Number(row.wins) };
}
