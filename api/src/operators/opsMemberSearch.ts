import { sql, type ExpressionBuilder } from 'kysely';
import { GROUP_MEMBER } from 'shared-contracts';
import type { MemberRow, MemberSearch } from 'shared-contracts/ops';
import { normalizeTxHash } from '../chain/txHash';
import type { Database, Db, Trx } from '../db/schema';
import { dateRange, toUnixSeconds } from '../domain/time';
import { AppError } from '../i18n/errors';
import { LIST_ERR } from '../lists/errors';
import { keysetPage, type Page } from '../lists/keyset';
import { MEMBER_DISABLED } from '../accounts/memberStatus';

/** The largest users.id (an int32): a longer number is no id, though it may be a phone or a card number. */
const MAX_ID = 2 ** 31 - 1;

type Users = ExpressionBuilder<Database, 'users'>;

/** An exact id, a username starting with it (any case), a bound wallet address or card number, or a phone. */
function matchesText(eb: Users, query: string) {
  const id = /^\d{1,10}$/.test(query) && Number(query) <= MAX_ID ? Number(query) : 0; // 0: no id (ids start at 1)
  const lower = query.toLowerCase();
  return eb.or([
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
  ]);
}

/** A chain deposit to the member (chain_transfers) or a payout of theirs (chain_payouts, by its withdrawal entry). */
function matchesTx(eb: Users, raw: string) {
  const hash = normalizeTxHash(raw) ?? raw;
  return eb.or([
    eb('id', 'in', eb.selectFrom('chain_transfers').select('user_id').where('tx_hash', '=', hash)),
    eb(
      'id',
      'in',
      eb
        .selectFrom('chain_payouts as p')
        .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
        .select('e.user_id')
        .where('p.tx_hash', '=', hash),
    ),
  ]);
}

/** Members whose newest session kept (the last sign-in known: no login log exists) came from `ip`. */
function matchesLastIp(eb: Users, ip: string) {
  return eb(
    'id',
    'in',
    eb
      .selectFrom('sessions as s')
      .select('s.user_id')
      .where('s.ip', '=', ip)
      .where(({ eb: e, selectFrom }) =>
        e(
          's.created_at',
          '=',
          selectFrom('sessions as t')
            .select((t) => t.fn.max('t.created_at').as('last'))
            .whereRef('t.user_id', '=', 's.user_id'),
        ),
      ),
  );
}

/**
 * Members (group member: a guest is a throwaway demo account support never verifies), newest first (by id, the
 * page's key), matching every field given; none given: every member.
 */
export async function searchMembers(db: Db | Trx, search: MemberSearch, timeZone: string): Promise<Page<MemberRow>> {
  const joinedFrom = search.joined_from;
  const joinedTo = search.joined_to;
  if (joinedFrom && joinedTo && joinedFrom > joinedTo) throw new AppError(LIST_ERR.periodInvalid);
  const page = await keysetPage(
    search,
    1,
    (after, take) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'created_at', 'status', 'money'])
        .where('group_id', '=', GROUP_MEMBER)
        .$if(after !== undefined, (q) => q.where('id', '<', after![0]!))
        .$if(!!search.query, (q) => q.where((eb) => matchesText(eb, search.query!)))
        .$if(!!search.deposit_address, (q) =>
          q.where('id', 'in', (eb) =>
            eb.selectFrom('deposit_addresses').select('user_id').where('address', '=', search.deposit_address!.toLowerCase()),
          ),
        )
        .$if(!!search.tx_hash, (q) => q.where((eb) => matchesTx(eb, search.tx_hash!)))
        .$if(!!search.last_ip, (q) => q.where((eb) => matchesLastIp(eb, search.last_ip!)))
        .$if(!!search.idcard, (q) => q.where('idcard', '=', search.idcard!))
        .$if(!!joinedFrom, (q) => q.where('created_at', '>=', dateRange(joinedFrom!, joinedFrom!, timeZone).from))
        .$if(!!joinedTo, (q) => q.where('created_at', '<', dateRange(joinedTo!, joinedTo!, timeZone).to))
        .$if(search.status !== undefined, (q) =>
          search.status === 'disabled' ? q.where('status', '=', MEMBER_DISABLED) : q.where('status', '!=', MEMBER_DISABLED),
        )
        .orderBy('id', 'desc')
        .limit(take)
        .execute(),
    (row) => [Number(row.id)],
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      createtime: toUnixSeconds(row.created_at),
      disabled: row.status === MEMBER_DISABLED,
      balance: Number(row.money),
    })),
  };
}
