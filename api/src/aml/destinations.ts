// A payout destination ('usdt:T…' or 'bank:<bank> <card>', as wallet/withdrawals/withdrawals.ts writes it) and the members using it.
import { sql } from 'kysely';
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';

export const BINDING_TYPE = { bank: 0, usdt: 1 } as const;

/** The binding type a destination was written from (wallet/withdrawals/withdrawals.ts), and what identifies the account. */
export function accountOf(destination: string): { type: number; account: string } | null {
  const colon = destination.indexOf(':');
  const kind = destination.slice(0, colon);
  if (kind !== 'usdt' && kind !== 'bank') return null;
  return { type: BINDING_TYPE[kind], account: destination.slice(colon + 1) };
}

/**
 * Who uses each destination: members with the account bound now, or with a withdrawal approved to it (the
 * anti-money-laundering rule of a shared payout address, aml/screening.ts, and the cashier's risk context,
 * operators/withdrawalRisk.ts).
 */
export async function usersOfDestinations(db: Db | Trx, pending: readonly { destination: string }[]) {
  const destinations = [...new Set(pending.map((row) => row.destination))];
  const wallets = destinations.flatMap((d) => (accountOf(d)?.type === BINDING_TYPE.usdt ? [accountOf(d)!.account] : []));
  const cards = destinations.flatMap((d) => (accountOf(d)?.type === BINDING_TYPE.bank ? [accountOf(d)!.account] : []));
  const [paid, boundWallets, boundCards] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select(['ref', 'user_id'])
      .distinct()
      .where('type', '=', ENTRY_TYPE.withdrawal)
      .where('ref', 'in', destinations)
      .where('status', '=', ENTRY_STATUS.passed)
      .where('delta', '!=', 0)
      .execute(),
    wallets.length === 0
      ? []
      : db.selectFrom('pay_infos').select(['acc', 'user_id']).where('type', '=', BINDING_TYPE.usdt).where('acc', 'in', wallets).execute(),
    // A bank withdrawal names the bank and the card number, as wallet/withdrawals/withdrawals.ts writes it.
    cards.length === 0
      ? []
      : db
          .selectFrom('pay_infos')
          .select([sql<string>`acc_bank || ' ' || acc_name`.as('account'), 'user_id'])
          .where('type', '=', BINDING_TYPE.bank)
          .where(sql<string>`acc_bank || ' ' || acc_name`, 'in', cards)
          .execute(),
  ]);
  const users = new Map<string, Set<number>>();
  const add = (destination: string, user: number) => users.set(destination, (users.get(destination) ?? new Set()).add(user));
  for (const row of paid) add(row.ref!, Number(row.user_id));
  for (const row of boundWallets) add(`usdt:${row.acc}`, Number(row.user_id));
  for (const row of boundCards) add(`bank:${row.account}`, Number(row.user_id));
  return users;
}
