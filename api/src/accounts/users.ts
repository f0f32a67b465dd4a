import { sql, type Selectable } from 'kysely';
import type { UserData } from 'shared-contracts/api';
import type { Config } from '../config';
import { isUniqueViolation } from '../db/errors';
import { RawStatement } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import type { UsersTable } from './tables';
import { AppError, ERR } from '../i18n/errors';
import { profitBounds, profitColumns, profitOfColumns, type ProfitColumns } from '../ledger';

/**
 * The user row and the profit figures in one statement, written once, not built per call: userInfo is a frequent
 * call, and the query builder costs more than this query.
 */
const USER_DATA = new RawStatement(
  `select id, username, nickname, mobile, money, group_id, idcard, avatar, inviter_id, ${profitColumns('users.id')}
  from users where id = ?`,
);
type UserRow = Pick<
  Selectable<UsersTable>,
  'id' | 'username' | 'nickname' | 'mobile' | 'money' | 'group_id' | 'idcard' | 'avatar' | 'inviter_id'
> &
  ProfitColumns;

/** The spec's user fields (userInfo, login, register) with the profits over days of the wallet's zone. */
export async function loadUserData(db: Db, config: Pick<Config, 'wallet'>, userId: number, token: string): Promise<UserData> {
  const values = [...profitBounds(config.wallet.timeZone), userId];
  const user = (await db.executeQuery<UserRow>(USER_DATA.compile(db, values))).rows[0];
  if (!user) throw new AppError(ERR.tokenUnknown.unknown);
  return {
    token,
    user_id: user.id,
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    mobile: user.mobile,
    money: user.money,
    group_id: user.group_id,
    idcard: user.idcard,
    avatar: user.avatar,
    inviter_id: user.inviter_id,
    ...profitOfColumns(user),
  };
}

/** Usernames are unique ignoring case (migration 023): compared lowercased, as the unique index is built. */
export function sameUsername(username: string) {
  return sql<boolean>`lower(username) = lower(${username})`;
}

/** The account of a username, ignoring case. */
export async function findByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'status', 'group_id'])
    .where(sameUsername(username))
    .executeTakeFirst();
}

/** Saves the profile fields given: the idcard only once (refused with 20012 when one is saved), the avatar any time. */
export async function updateProfile(db: Db | Trx, userId: number, fields: { idcard?: string; avatar?: number }): Promise<void> {
  if (fields.idcard !== undefined) {
    const result = await db
      .updateTable('users')
      .set({ idcard: fields.idcard.toUpperCase() })
      .where('id', '=', userId)
      .where('idcard', '=', '')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(ERR.idcardSet);
  }
  if (fields.avatar !== undefined) await db.updateTable('users').set({ avatar: fields.avatar }).where('id', '=', userId).execute();
}

/** What the wallet checks of a member. `lock` (PostgreSQL only) holds the row until the transaction ends. */
export async function walletStandingOf(
  db: Db | Trx,
  userId: number,
  lock = false,
): Promise<{ groupId: number; securityCodeSet: boolean; balance: number }> {
  const row = await db
    .selectFrom('users')
    .select(['group_id', 'security_code_hash', 'money'])
    .where('id', '=', userId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return { groupId: row.group_id, securityCodeSet: !!row.security_code_hash, balance: Number(row.money) };
}

/** Creates an account (balance 0, no security code); a username taken meanwhile is refused with 20005. Answers its id. */
export async function createUser(
  db: Db | Trx,
  values: { username: string; password_hash: string; group_id: number; inviter_id: number | null },
): Promise<number> {
  try {
    const row = await db
      .insertInto('users')
      .values({ ...values, nickname: values.username, security_code_hash: null, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ERR.usernameTaken);
    throw error;
  }
}

/** Whether an account with this id exists (an inviter named at registration). */
export async function userExists(db: Db | Trx, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}
