import { sql, type Selectable } from 'kysely';
import type { UserData } from 'shared-contracts/api';
import type { Config } from '../config';
import { RawStatement } from '../db/rawStatement';
import type { Db, UsersTable } from '../db/schema';
import { AppError, ERR } from '../http/errors';
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
  if (!user) throw new AppError(ERR.tokenUnknown);
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
