import { GROUP_MEMBER } from 'shared-contracts';
import type { Db } from '../../db/schema';
import type { BreakKind } from '../../domain/play';
import type { FixedDepositTier } from '../programs';
import { lowestBalance, qualifyingPeriod, tierOf, type Month } from './rules';

/** A member and what the month earns them. */
export interface Reserve {
  userId: number;
  username: string;
  /** The lowest balance of the month (minor units). */
  reserve: number;
  tier: FixedDepositTier | null;
  bonus: number;
  /** Whether this month's bonus was already paid to them. */
  paid: boolean;
}

/** Who are members of the program: registered members (not guests) whose account is not disabled nor excluded. */
const ACTIVE = 0;
const EXCLUSION: BreakKind = 'exclusion';

/**
 * Every member whose reserve for the month earns a bonus by `tiers` (the program's, reserves increasing), and every
 * member already paid for it, by id. The balances counted end at the month's payout moment, or at `now` before it (a
 * preview of the month so far). Ledger entries never change, so once the payout moment has passed the answer is final.
 */
export async function reservesOf(
  db: Db,
  month: Month,
  timeZone: string,
  now: number,
  tiers: readonly FixedDepositTier[],
): Promise<Reserve[]> {
  const payoutMoment = qualifyingPeriod(month, timeZone).to;
  // The smallest reserve that earns anything: members below it need not be read further.
  const lowestQualifying = tiers[0]!.reserve;
  const members = monthBalances(db, month, timeZone, now)
    .leftJoin('fixed_deposit_payouts as p', (join) => join.onRef('p.user_id', '=', 'u.id').on('p.month', '=', month))
    .leftJoin('play_settings as ps', 'ps.user_id', 'u.id')
    .where('u.group_id', '=', GROUP_MEMBER)
    .where('u.status', '=', ACTIVE)
    // A member excluded at the payout moment (or now, in a preview) receives no promotion.
    .where((eb) =>
      eb.or([
        eb('ps.break_kind', 'is', null),
        eb('ps.break_kind', '!=', EXCLUSION),
        eb('ps.break_until', '<=', Math.min(now, payoutMoment)),
      ]),
    )
    .select('p.user_id as paid_user_id');
  // Only members whose month began at the first tier or above can qualify (the reserve is at most the opening).
  const rows = await db
    .selectFrom(members.as('m'))
    .selectAll()
    .where((eb) => eb.or([eb('m.opening', '>=', lowestQualifying), eb('m.paid_user_id', 'is not', null)]))
    .orderBy('m.id')
    .execute();
  return rows
    .map((row) => {
      const reserve = lowestBalance(numberOrNull(row.opening), numberOrNull(row.lowest_inside));
      const tier = tierOf(reserve, tiers);
      return {
        userId: Number(row.id),
        username: row.username,
        reserve,
        tier,
        bonus: tier?.bonus ?? 0,
        paid: row.paid_user_id !== null,
      };
    })
    .filter((member) => member.bonus > 0 || member.paid);
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/**
 * Each account's balances that make its reserve for the month: the balance at the month's start (after its last
 * entry before it, ledger_entries_user_time index) and the lowest after an entry inside the period, which ends at the
 * month's payout moment or at `now` before it.
 */
function monthBalances(db: Db, month: Month, timeZone: string, now: number) {
  const period = qualifyingPeriod(month, timeZone);
  const to = Math.min(period.to, now);
  return db.selectFrom('users as u').select((eb) => [
    'u.id',
    'u.username',
    eb
      .selectFrom('ledger_entries as e')
      .select('e.balance_after')
      .whereRef('e.user_id', '=', 'u.id')
      .where('e.created_at', '<', period.from)
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(1)
      .as('opening'),
    eb
      .selectFrom('ledger_entries as e')
      .select((inner) => inner.fn.min('e.balance_after').as('lowest'))
      .whereRef('e.user_id', '=', 'u.id')
      .where('e.created_at', '>=', period.from)
      .where('e.created_at', '<', to)
      .as('lowest_inside'),
  ]);
}

/** One member's reserve for the month so far (up to its payout moment, or `now` before it): what /announcement shows. */
export async function reserveOf(db: Db, userId: number, month: Month, timeZone: string, now: number): Promise<number> {
  const row = await monthBalances(db, month, timeZone, now).where('u.id', '=', userId).executeTakeFirst();
  return lowestBalance(numberOrNull(row?.opening), numberOrNull(row?.lowest_inside));
}
