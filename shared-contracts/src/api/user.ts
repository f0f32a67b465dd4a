import { z } from 'zod';
import { call, dateString, emptyRequest, id, minor, requestSchema } from './common';

/** Username: 4-20 letters, digits or underscore, starting with a letter. Password: 6-32 printable ASCII, no spaces. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const PASSWORD_PATTERN = /^[\x21-\x7e]{6,32}$/;
export const SECURITY_CODE_PATTERN = /^\d{6}$/;
/** Mainland resident ID (18 chars, last may be X), or a Taiwan/HK-style ID (letter + 7-9 digits, optional check in parentheses). */
export const IDCARD_PATTERN = /^(\d{17}[\dXx]|[A-Za-z]{1,2}\d{6,9}(\([\dA]\))?)$/;

export const username = z.string().regex(USERNAME_PATTERN);
export const password = z.string().regex(PASSWORD_PATTERN);
export const securityCode = z.string().regex(SECURITY_CODE_PATTERN);

/** A member's data as login, register and userInfo answer it. */
export const userData = z.object({
  token: z.string(),
  user_id: z.number().int(),
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  money: minor,
  group_id: z.number().int(),
  idcard: z.string(),
  avatar: z.number().int(),
  inviter_id: z.number().int().nullable(),
  today_profit: minor,
  yesterday_profit: minor,
  profit: minor,
});
export type UserData = z.infer<typeof userData>;

const inviterId = z.union([id, z.literal('')]).optional();

export const register = call({
  method: 'POST',
  path: '/api/user/register',
  mutates: true,
  public: true,
  request: requestSchema({
    username: z.string().max(64),
    password: z.string().max(128),
    group_id: z.literal(1).optional(),
    inviter_id: inviterId,
  }),
  response: userData,
});

export const guest = call({
  method: 'POST',
  path: '/api/user/guest',
  mutates: true,
  public: true,
  request: emptyRequest,
  response: userData,
});

export const login = call({
  method: 'POST',
  path: '/api/user/login',
  mutates: true,
  public: true,
  request: requestSchema({ account: z.string().max(64), password: z.string().max(128), remember: z.boolean().optional() }),
  /** `disabled`: the account is disabled, its session withdraw-only (docs/money.md): the app says so at once. */
  response: userData.extend({ disabled: z.literal(true).optional() }),
});

export const logout = call({ method: 'POST', path: '/api/user/logout', mutates: true, request: emptyRequest, response: z.null() });

export const userInfo = call({
  method: 'POST',
  path: '/api/user/userInfo',
  mutates: false,
  answerInMsg: true,
  request: emptyRequest,
  response: userData,
});

export const profile = call({
  method: 'POST',
  path: '/api/user/profile',
  mutates: true,
  request: requestSchema({ idcard: z.string().max(32).optional(), avatar: z.number().int().min(1).max(8).optional() }),
  response: userData,
});

export const newPass = call({
  method: 'POST',
  path: '/api/user/newPass',
  mutates: true,
  request: requestSchema({ new_pass: z.string().max(128), after_pass: z.string().max(128) }),
  response: z.null(),
});

/**
 * Account recovery (issue 29): a new password with the one-time code customer service issued after verifying the
 * member (/login's forgot path). Every session ends; withdrawals wait 24 hours; the member gets a message.
 */
export const resetPassword = call({
  method: 'POST',
  path: '/api/user/resetPassword',
  mutates: true,
  public: true,
  request: requestSchema({ username: z.string().max(64), code: z.string().max(32), new_pass: z.string().max(128) }),
  response: z.object({ withdrawals_from: z.number().int() }),
});

/** A new security code with the one-time code customer service issued (/setSecurityCode's forgot path). */
export const resetSecurityCode = call({
  method: 'POST',
  path: '/api/user/resetSecurityCode',
  mutates: true,
  request: requestSchema({ code: z.string().max(32), new_code: z.string().max(16) }),
  response: z.object({ withdrawals_from: z.number().int() }),
});

export const safetyInfo = call({
  method: 'POST',
  path: '/api/user/safetyInfo',
  mutates: false,
  request: emptyRequest,
  response: z.object({ isTrue: z.boolean() }),
});

export const setSafety = call({
  method: 'POST',
  path: '/api/user/setSafety',
  mutates: true,
  request: requestSchema({ new_code: z.string().max(16), after_code: z.string().max(16).optional() }),
  response: z.null(),
});

export const bankCard = z.object({
  type: z.literal(0),
  acc: z.string(),
  acc_name: z.string(),
  acc_bank: z.string(),
  acc_code: z.string(),
  acc_fh: z.string(),
  mark: z.string(),
});
export const virtualWallet = z.object({ type: z.literal(1), acc: z.string(), acc_name: z.string() });
export const payInfoEntry = z.discriminatedUnion('type', [bankCard, virtualWallet]);
export type PayInfoEntry = z.infer<typeof payInfoEntry>;

export { WALLET_TYPES } from '../domain/walletRules';

export const payInfo = call({
  method: 'POST',
  path: '/api/user/payInfo',
  mutates: false,
  request: requestSchema({ type: z.union([z.literal(0), z.literal(1)]) }),
  response: payInfoEntry.nullable(),
});

const field = z.string().max(128);
export const setPayInfo = call({
  method: 'POST',
  path: '/api/user/setPayInfo',
  mutates: true,
  request: requestSchema({
    type: z.union([z.literal(0), z.literal(1)]),
    acc: field,
    acc_name: field,
    acc_bank: field.optional(),
    acc_code: field.optional(),
    acc_fh: field.optional(),
    mark: field.optional(),
    /** Needed to replace a bound card or wallet (not to bind the first one), as withdrawAction names it. */
    securityCode: z.string().max(16).optional(),
  }),
  response: payInfoEntry,
});

/** Date-range filter of the list calls: YYYY-MM-DD, from 2018-01-01 to today. */
export const dateRange = { begin_date: dateString, end_date: dateString };
