// What a cashier weighs before money leaves (issue 39): per pending withdrawal, the member's money in and out, their
// play, whether it is their first withdrawal, a recent reset or change of the payout account, and other members using
// the same account. Read for a whole page in a few grouped queries, never one per row.
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { accountOf, usersOfDestinations } from '../aml/destinations';
import { ORDER_STATUS } from '../domain/lottery';

/** How far back a reset or a change of the payout account is worth a cashier's notice. */
export const RECENT_CHANGE_MS = 7 * 86_400_000;

export interface WithdrawalRisk {
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  /** deposits - withdrawals. */
  netCash: number;
  /** payouts - stakes of the settled orders. */
  playResult: number;
  /** Stakes of the settled orders. */
  turnover: number;
  firstWithdrawal: boolean;
  /** Unix ms, or null: nothing in the last RECENT_CHANGE_MS. */
  resetAt: number | null;
  addressChangedAt: number | null;
  addressSharedWith: number;
}

/** A pending withdrawal as the queue lists it: its hold entry, member and destination ('usdt:T…' or 'bank:…'). */
export interface PendingWithdrawal {
  id: number;
  userId: number;
  destination: string;
}

/** The risk context of each withdrawal, by its id. */
export async function withdrawalRisks(
  db: Db | Trx,
  pending: readonly PendingWithdrawal[],
  now: number,
): Promise<Map<number, WithdrawalRisk>> {
  const risks = new Map<number, WithdrawalRisk>();
  if (pending.length === 0) return risks;
  const members = [...new Set(pending.map((row) => row.userId))];
  const since = now - RECENT_CHANGE_MS;
  const [money, play, firsts, resets, changes, users] = await Promise.all([
    moneyOf(db, members),
    playOf(db, members),
    firstWithdrawals(db, members),
    recentResets(db, members, since),
    bindingChanges(db, members, since),
    usersOfDestinations(db, pending),
  ]);
  for (const row of pending) {
    const cash = money.get(row.userId) ?? { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 };
    const played = play.get(row.userId) ?? { stakes: 0, payouts: 0 };
    const type = accountOf(row.destination)?.type;
    const sharing = users.get(row.destination) ?? new Set<number>();
    risks.set(row.id, {
      ...cash,
      netCash: cash.deposits - cash.withdrawals,
      playResult: played.payouts - played.stakes,
      turnover: played.stakes,
      firstWithdrawal: firsts.get(row.userId) === row.id,
      resetAt: resets.get(row.userId) ?? null,
      addressChangedAt: (type !== undefined && changes.get(`${row.userId}:${type}`)) || null,
      addressSharedWith: [...sharing].filter((user) => user !== row.userId).length,
    });
  }
  return risks;
}

/** Deposits credited and withdrawals approved, sum and count, per member. */
async function moneyOf(db: Db | Trx, members: number[]) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select((eb) => ['user_id', 'type', eb.fn.sum<string | number>('amount').as('total'), eb.fn.countAll<string | number>().as('n')])
    .where('user_id', 'in', members)
    .where('type', 'in', [ENTRY_TYPE.deposit, ENTRY_TYPE.withdrawal])
    .where('status', '=', ENTRY_STATUS.passed)
    // An approved deposit request moved nothing: its credit did. An approved withdrawal is its hold entry.
    .where('delta', '!=', 0)
    .groupBy(['user_id', 'type'])
    .execute();
  const byMember = new Map<number, { deposits: number; depositCount: number; withdrawals: number; withdrawalCount: number }>();
  for (const row of rows) {
    const sums = byMember.get(Number(row.user_id)) ?? { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 };
    if (row.type === ENTRY_TYPE.deposit) Object.assign(sums, { deposits: Number(row.total), depositCount: Number(row.n) });
    else Object.assign(sums, { withdrawals: Number(row.total), withdrawalCount: Number(row.n) });
    byMember.set(Number(row.user_id), sums);
  }
  return byMember;
}

/** Stakes and payouts of the settled orders, per member. */
async function playOf(db: Db | Trx, members: number[]) {
  const rows = await db
    .selectFrom('lottery_orders')
    .select((eb) => ['user_id', eb.fn.sum<string | number>('quantity').as('stakes'), eb.fn.sum<string | number>('payout').as('payouts')])
    .where('user_id', 'in', members)
    .where('status', '=', ORDER_STATUS.settled)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), { stakes: Number(row.stakes), payouts: Number(row.payouts) }]));
}

/** Each member's oldest withdrawal not rejected (approved or waiting): the one that is their first. */
async function firstWithdrawals(db: Db | Trx, members: number[]) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select((eb) => ['user_id', eb.fn.min<number>('id').as('first')])
    .where('user_id', 'in', members)
    .where('type', '=', ENTRY_TYPE.withdrawal)
    .where('settles', 'is', null)
    .where('status', '!=', ENTRY_STATUS.rejected)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.first)]));
}

/** The newest password or security-code reset since `since`, per member. */
async function recentResets(db: Db | Trx, members: number[], since: number) {
  const rows = await db
    .selectFrom('account_resets')
    .select((eb) => ['user_id', eb.fn.max<number>('reset_at').as('at')])
    .where('user_id', 'in', members)
    .where('reset_at', '>=', since)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.at)]));
}

/** The newest binding (first bound) or replacement since `since`, per member and binding type ('user:type'). */
async function bindingChanges(db: Db | Trx, members: number[], since: number) {
  const [bound, replaced] = await Promise.all([
    db
      .selectFrom('pay_infos')
      .select(['user_id', 'type', 'created_at as at'])
      .where('user_id', 'in', members)
      .where('created_at', '>=', since)
      .execute(),
    db
      .selectFrom('pay_info_changes')
      .select((eb) => ['user_id', 'type', eb.fn.max<number>('created_at').as('at')])
      .where('user_id', 'in', members)
      .where('created_at', '>=', since)
      .groupBy(['user_id', 'type'])
      .execute(),
  ]);
  const byKey = new Map<string, number>();
  for (const row of [...bound, ...replaced]) {
    const key = `${row.user_id}:${row.type}`;
    byKey.set(key, Math.max(byKey.get(key) ?? 0, Number(row.at)));
  }
  return byKey;
}
