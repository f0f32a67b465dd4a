import { sql } from 'kysely';
import { GROUP_MEMBER } from 'shared-contracts';
import { MEMBER_SEARCH_MAX, type MemberRow } from 'shared-contracts/ops';
import type { Db, Trx } from '../db/schema';
import { MEMBER_DISABLED } from './memberStatus';
import { toUnixSeconds } from '../domain/time';

/** The largest users.id (an int32): a longer number is no id, though it may be a phone or a card number. */
const MAX_ID = 2 ** 31 - 1;

/**
 * Members (group member: a guest is a throwaway demo account support never verifies) matching `query`, newest first:
 * an exact id, a username starting with it (any case, as usernames are unique), a bound wallet address (type 1's
 * acc) or bank card number (type 0's acc_name), or a phone number, all exact.
 */
export async function searchMembers(db: Db | Trx, query: string): Promise<MemberRow[]> {
  const id = /^\d{1,10}$/.test(query) && Number(query) <= MAX_ID ? Number(query) : 0; // 0: no id (ids start at 1)
  const lower = query.toLowerCase();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'created_at', 'status', 'money'])
    .where('group_id', '=', GROUP_MEMBER)
    .where((eb) =>
      eb.or([
        eb('id', '=', id),
        eb('mobile', '=', query),
        sql<boolean>`lower(substr(username, 1, ${lower.length})) = ${lower}`,
        eb(
          'id',
          'in',
          eb
            .selectFrom('pay_infos')
            .select('user_id')
            .where((p) => p.or([p.and([p('type', '=', 1), p('acc', '=', query)]), p.and([p('type', '=', 0), p('acc_name', '=', query)])])),
        ),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(MEMBER_SEARCH_MAX)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    username: row.username,
    createtime: toUnixSeconds(row.created_at),
    disabled: row.status === MEMBER_DISABLED,
    balance: Number(row.money),
  }));
}
