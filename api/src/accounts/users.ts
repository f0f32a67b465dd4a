import { sql, type Selectable } from 'kysely';
import type { UserData } from 'shared-contracts/api';
import type { Config } from '../config';
import { RawStatement } from '../db/rawStatement';
import type { Db, UsersTable } from '../db/schema';
import { AppError, ERR } from '../http/errors';
import { profitSummary } from './profit';

/** Written once, not built per call: userInfo is a frequent call, and the query builder costs more than this query. */
const USER_FIELDS = new RawStatement(
  'select id, username, nickname, mobile, money, group_id, idcard, avatar, inviter_id from users where id = ?',
);
type UserFields = Pick<
  Selectable<UsersTable>,
  'id' | 'username' | 'nickname' | 'mobile' | 'money' | 'group_id' | 'idcard' | 'avatar' | 'inviter_id'
>;

/** The spec's user fields (userInfo, login, register), read with one indexed query plus the profit summary. */
export async function loadUserData(db: Db, config: Pick<Config, 'wallet'>, userId: number, token: string): Promise<UserData> {
  const user = (await db.executeQuery<UserFields>(USER_FIELDS.compile(db, [userId]))).rows[0];
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
    ...(await profitSummary(db, config, user.id)),
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
