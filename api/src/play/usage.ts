import { sql } from 'kysely';
import type { Db, Trx } from '../db/schema';
import { depositCutoff, ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import type { Range } from '../domain/time';
import { quarterOf } from '../ledger/profit';

/** `sum(case when <column> in range then <value> else 0 end)` per range, named p0, p1 ... */
function sumsPerRange(column: string, value: string, ranges: readonly Range[], unit: (ms: number) => number = (ms) => ms) {
  return ranges.map((r, i) =>
    sql<
      string | number
    >`coalesce(sum(case when ${sql.ref(column)} >= ${unit(r.from)} and ${sql.ref(column)} < ${unit(r.to)} then ${sql.ref(value)} else 0 end), 0)`.as(
      `p${i}`,
    ),
  );
}

const earliest = (ranges: readonly Range[]) => Math.min(...ranges.map((r) => r.from));
const perRange = (row: Record<string, unknown> | undefined, ranges: readonly Range[]) => ranges.map((_, i) => Number(row?.[`p${i}`] ?? 0));

/**
 * Deposits in each range: the member's requests that were credited or still wait inside their window (pending ones
 * count, or a member could open many at once), and transfers credited with no request (the chain watcher's: money
 * that came in counts, whatever the limit); refused and expired requests do not.
 */
export async function depositUsed(db: Db | Trx, userId: number, ranges: readonly Range[], now: number): Promise<number[]> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sumsPerRange('created_at', 'amount', ranges))
    .where('user_id', '=', userId)
    .where('created_at', '>=', earliest(ranges))
    .where('type', '=', ENTRY_TYPE.deposit)
    .where((eb) =>
      eb.or([
        eb.and([eb('delta', '=', 0), eb('status', '=', ENTRY_STATUS.passed)]),
        eb.and([eb('delta', '=', 0), eb('status', '=', ENTRY_STATUS.notPassed), eb('created_at', '>', depositCutoff(now))]),
        // A credit that settles no request: a chain transfer credited by itself.
        eb.and([eb('delta', '>', 0), eb('settles', 'is', null)]),
      ]),
    )
    .executeTakeFirst();
  return perRange(row, ranges);
}

/**
 * The net loss in each range: stakes minus wins (returned stakes count back), from the running profit totals of the
 * ledger (migration 029, per UTC quarter-hour; every period starts at a zone's midnight, a quarter's start). Not
 * floored: a period's wins give room back. Inside a bet's transaction it includes the bet just debited.
 */
export async function lossUsed(db: Db | Trx, userId: number, ranges: readonly Range[]): Promise<number[]> {
  const row = await db
    .selectFrom('ledger_profit_quarters')
    .select(sumsPerRange('quarter', 'profit', ranges, quarterOf))
    .where('user_id', '=', userId)
    .where('quarter', '>=', quarterOf(earliest(ranges)))
    .executeTakeFirst();
  return perRange(row, ranges).map((profit) => -profit);
}
