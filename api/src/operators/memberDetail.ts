// What support sees of one member (issue 29, opsMemberDetail): each part read by the query the member's own screen,
// or the ops CLI, uses, for the member's id. Nothing here changes anything.
import { GROUP_MEMBER, type Locale } from 'shared-contracts';
import type { MemberDetail, MemberSession } from 'shared-contracts/ops';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { toUnixSeconds } from '../domain/time';
import { keysetPage, type PageAsked } from '../lists/keyset';
import { orderAnswerOf, ordersOf } from '../lottery/storage/reads';
import { messagesAfter } from '../messages/read';
import { renderMessage } from '../messages/render';
import { controlsAnswer } from '../play/controls';
import { turnoverStandingOf } from '../promotions/turnover';
import { bindingsOf } from '../accounts/bindings';
import { MEMBER_DISABLED } from '../accounts/memberStatus';
import { withdrawalsHeldUntil } from '../accounts/recovery';
import { verificationOf } from '../verification/member';

/** The hex digits of a token's hash that name its session to support (SESSION_HANDLE). */
export const HANDLE_LENGTH = 16;

/** A member (never a guest) as support's detail shows them, or undefined. */
export async function memberOf(db: Db | Trx, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'mobile', 'idcard', 'money', 'status', 'created_at'])
    .where('id', '=', userId)
    .where('group_id', '=', GROUP_MEMBER)
    .executeTakeFirst();
}

/** The member's open sessions, newest first, each named by its handle (never its token, nor its whole hash). */
export async function openSessionsOf(db: Db | Trx, userId: number, now: number): Promise<Array<MemberSession & { tokenHash: string }>> {
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'expires_at', 'ip'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    tokenHash: row.token_hash,
    handle: row.token_hash.slice(0, HANDLE_LENGTH),
    createtime: toUnixSeconds(row.created_at),
    expires_at: toUnixSeconds(row.expires_at),
    ip: row.ip,
  }));
}

/** The member's replaced bindings, newest first (by id, the page's key), a page at a time. */
export async function bindingChangesPage(db: Db | Trx, userId: number, asked: PageAsked) {
  const page = await keysetPage(
    asked,
    1,
    (after, take) =>
      db
        .selectFrom('pay_info_changes')
        .select(['id', 'type', 'previous', 'replacement', 'ip', 'created_at'])
        .where('user_id', '=', userId)
        .$if(after !== undefined, (q) => q.where('id', '<', after![0]!))
        .orderBy('id', 'desc')
        .limit(take)
        .execute(),
    (row) => [Number(row.id)],
  );
  return {
    ...page,
    rows: page.rows.map(({ id, created_at, ...row }) => ({ ...row, id: Number(id), createtime: toUnixSeconds(created_at) })),
  };
}

/** The member's orders over all time, newest first (by (created_at, id), the page's key), a page at a time, in `lang`. */
export async function ordersPage(db: Db | Trx, userId: number, lang: Locale, asked: PageAsked) {
  const page = await keysetPage(
    asked,
    2,
    (after, take) =>
      ordersOf(db, userId)
        .$if(after !== undefined, (q) =>
          q.where((eb) =>
            eb.or([eb('o.created_at', '<', after![0]!), eb.and([eb('o.created_at', '=', after![0]!), eb('o.id', '<', after![1]!)])]),
          ),
        )
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(take)
        .execute(),
    (row) => [Number(row.created_at), Number(row.id)],
  );
  return { ...page, rows: page.rows.map((row) => orderAnswerOf(lang, row)) };
}

/** The member's in-site messages, newest first (by id, the page's key), a page at a time, in `lang`. */
export async function messagesPage(db: Db | Trx, userId: number, lang: Locale, asked: PageAsked) {
  const page = await keysetPage(
    asked,
    1,
    (after, take) => messagesAfter(db, userId, after?.[0], take),
    (message) => [message.id],
  );
  return { ...page, rows: page.rows.map((message) => renderMessage(lang, message)) };
}

/** When the newest session kept began (sessions are dropped a week after they end): the last sign-in known. */
async function lastLoginOf(db: Db | Trx, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last == null ? null : toUnixSeconds(row.last);
}

/**
 * Everything of opsMemberDetail but the fund log (the wallet's own mapping, routes/opsMembers.ts); undefined when no
 * member has the id. Protection in the zone the member's own screen uses. Orders, messages and replaced bindings are
 * paged calls of their own (ordersPage, messagesPage, bindingChangesPage).
 */
export async function memberDetailOf(
  deps: Pick<Deps, 'config' | 'now'>,
  db: Db,
  userId: number,
): Promise<Omit<MemberDetail, 'fund_log'> | undefined> {
  const member = await memberOf(db, userId);
  if (!member) return undefined;
  const now = Date.now();
  const bindings = await bindingsOf(db, userId);
  const held = await withdrawalsHeldUntil(db, userId, now);
  return {
    profile: {
      id: Number(member.id),
      username: member.username,
      createtime: toUnixSeconds(member.created_at),
      disabled: member.status === MEMBER_DISABLED,
      balance: Number(member.money),
      nickname: member.nickname,
      mobile: member.mobile,
      idcard: member.idcard,
      real_name: bindings.find((binding) => binding.type === 0)?.acc ?? null,
      last_login: await lastLoginOf(db, userId),
    },
    turnover_left: (await turnoverStandingOf(db, userId)).left,
    withdrawals_held_until: held === null ? null : toUnixSeconds(held),
    bindings,
    sessions: (await openSessionsOf(db, userId, now)).map(({ tokenHash: _hash, ...session }) => session),
    // The clock bets and limits are stamped with (deps.now: the lottery engine's), as the member's own playControls.
    protection: await controlsAnswer(db, userId, deps.now(), deps.config.wallet.timeZone),
    verification: await verificationOf(db, userId),
  };
}
