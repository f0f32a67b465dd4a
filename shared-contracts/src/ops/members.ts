import { z } from 'zod';
import { call, minor, requestSchema, unixSeconds } from '../api/common';
import { VERIFICATION_LEVELS } from '../api/verification';
import { message } from '../api/content';
import { order } from '../api/lottery';
import { playControlsData } from '../api/play';
import { fundLog } from '../api/wallet';
import { pageOf, pageRequest } from './paging';
import { calendarDay } from './reports';

/**
 * The back office's members calls (issue 29, support): find a member, see what support needs to verify them and to
 * answer them (profile, bindings, money, orders, sessions, player protection, messages), end their sessions, write
 * them an in-site message. Disabling and recovery codes are opsMemberStatus and opsRecoveryCode (index.ts).
 */

/** A session's handle: the first 16 hex digits of its token's hash (the token itself is never stored or shown). */
export const SESSION_HANDLE = /^[0-9a-f]{16}$/;
export const SUPPORT_TITLE_MAX = 100;
export const SUPPORT_BODY_MAX = 2000;

const userId = z.number().int().positive();
const reason = z.string().trim().min(3).max(500);

export const memberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  createtime: unixSeconds,
  disabled: z.boolean(),
  balance: minor,
});
export type MemberRow = z.infer<typeof memberRow>;

/**
 * Members (never guests), newest first, a page at a time: every member, or those matching all the fields given. `query`:
 * an exact id, a username starting with it (any case), a bound wallet address or bank card number, or a phone
 * number (all exact); `deposit_address`: the member's chain deposit address; `tx_hash`: a chain deposit to them or a
 * payout of theirs; `last_ip`: the address of their last sign-in; `idcard`: the ID-card number saved; `joined_from` /
 * `joined_to`: the days joined (the sales time zone's, both included); `status`.
 */
export const opsMemberSearch = call({
  method: 'POST',
  path: '/api/ops/memberSearch',
  mutates: false,
  request: requestSchema({
    query: z.string().trim().min(1).max(100).optional(),
    deposit_address: z.string().trim().min(1).max(100).optional(),
    tx_hash: z.string().trim().min(1).max(100).optional(),
    last_ip: z.string().trim().min(1).max(64).optional(),
    idcard: z.string().trim().min(1).max(64).optional(),
    joined_from: calendarDay.optional(),
    joined_to: calendarDay.optional(),
    status: z.enum(['active', 'disabled']).optional(),
    ...pageRequest,
  }),
  response: pageOf(memberRow),
});
export type MemberSearch = z.input<typeof opsMemberSearch.request>;

/** A bound bank card (type 0: holder, card number, bank) or wallet (type 1: address, wallet type), as bound now. */
export const memberBinding = z.object({ type: z.number().int(), acc: z.string(), acc_name: z.string(), acc_bank: z.string() });
/** A replaced binding (migration 024): before and after as the member's change recorded them, and from where. */
export const bindingChange = z.object({
  type: z.number().int(),
  previous: z.string(),
  replacement: z.string(),
  ip: z.string(),
  createtime: unixSeconds,
});
/** An open session: its handle, when it began and from where, when it ends (nothing records when it was last used). */
export const memberSession = z.object({ handle: z.string(), createtime: unixSeconds, expires_at: unixSeconds, ip: z.string() });
export type MemberSession = z.infer<typeof memberSession>;

export const memberDetail = z.object({
  profile: memberRow.extend({
    nickname: z.string(),
    mobile: z.string(),
    /** The ID-card number the member saved ('' when none). */
    idcard: z.string(),
    /** The bank card's holder: the only real name the member gives (null without a card). */
    real_name: z.string().nullable(),
    /** When the newest session still kept began (sessions are dropped a week after they end); null: none kept. */
    last_login: unixSeconds.nullable(),
  }),
  /** The turnover still to play before a withdrawal (minor units). */
  turnover_left: minor,
  /** Until when withdrawals wait after a recovery-code reset; null: they do not. */
  withdrawals_held_until: unixSeconds.nullable(),
  bindings: z.array(memberBinding),
  /** The newest fund-log entries (20), as the member's own fund log shows them. */
  fund_log: z.array(fundLog),
  sessions: z.array(memberSession),
  /** The member's own player-protection controls, read only: nobody lifts a break. */
  protection: playControlsData,
  /** Member verification (issue 40): the level and the legal name and date of birth the member gave (null: none). */
  verification: z.object({ level: z.enum(VERIFICATION_LEVELS), legal_name: z.string().nullable(), birth_date: z.string().nullable() }),
});
export type MemberDetail = z.infer<typeof memberDetail>;

/** One member (support): everything support verifies them by and answers them with. Guests are not members (10005). */
export const opsMemberDetail = call({
  method: 'POST',
  path: '/api/ops/memberDetail',
  mutates: false,
  request: requestSchema({ user_id: userId }),
  response: memberDetail,
});

/** A member's whole fund log, newest first, a page at a time, as the member's own reads it; the read is recorded. */
export const opsMemberFundLog = call({
  method: 'POST',
  path: '/api/ops/memberFundLog',
  mutates: false,
  request: requestSchema({ user_id: userId, ...pageRequest }),
  response: pageOf(fundLog),
});

/** A member's replaced bindings, newest first, a page at a time; the read is recorded. */
export const opsMemberBindingChanges = call({
  method: 'POST',
  path: '/api/ops/memberBindingChanges',
  mutates: false,
  request: requestSchema({ user_id: userId, ...pageRequest }),
  response: pageOf(bindingChange.extend({ id: z.number().int() })),
});

/** A member's orders over all time, newest first, a page at a time, as their own order list shows them; recorded. */
export const opsMemberOrders = call({
  method: 'POST',
  path: '/api/ops/memberOrders',
  mutates: false,
  request: requestSchema({ user_id: userId, ...pageRequest }),
  response: pageOf(order),
});

/** A member's in-site messages, newest first, a page at a time, in the operator's language; the read is recorded. */
export const opsMemberMessages = call({
  method: 'POST',
  path: '/api/ops/memberMessages',
  mutates: false,
  request: requestSchema({ user_id: userId, ...pageRequest }),
  response: pageOf(message),
});

/** Ends one of a member's sessions (`session`, its handle) or all of them (`all`), with a reason; audited. */
export const opsSessionRevoke = call({
  method: 'POST',
  path: '/api/ops/sessionRevoke',
  mutates: true,
  request: requestSchema({
    user_id: userId,
    session: z.string().regex(SESSION_HANDLE).optional(),
    all: z.literal(true).optional(),
    reason,
  }).refine((body) => (body.session === undefined) !== (body.all === undefined), { path: ['session'] }),
  response: z.object({ sessions_ended: z.number().int() }),
});

/** Writes a member an in-site message (support): the title and text as written, in every language; audited. */
export const opsMessageSend = call({
  method: 'POST',
  path: '/api/ops/messageSend',
  mutates: true,
  request: requestSchema({
    user_id: userId,
    title: z.string().trim().min(1).max(SUPPORT_TITLE_MAX),
    body: z.string().trim().min(1).max(SUPPORT_BODY_MAX),
    reason: z.string().trim().max(500).optional(),
  }),
  response: z.null(),
});

export const membersCalls = {
  opsMemberSearch,
  opsMemberDetail,
  opsMemberFundLog,
  opsMemberBindingChanges,
  opsMemberOrders,
  opsMemberMessages,
  opsSessionRevoke,
  opsMessageSend,
};
