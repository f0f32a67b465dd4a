import type { SessionEndReason } from 'shared-contracts';
import type { MessageKey, Params } from './translate';

/**
 * The refusal catalogue: every failure answer has its own code and a message key of the 'server' i18n area.
 * This file holds the platform's table (ERR: platform, accounts, pay bindings, session); each area keeps its own
 * table beside its code, and src/refusals.ts registers them all (its test checks that a code has one meaning).
 * Ranges: 10xxx platform, 20xxx accounts (20050 in-site messages: src/messages/errors.ts), 30xxx wallet,
 * 40xxx lottery (src/lottery/wire/errors.ts), 5xxxx session (spec), 600xx player protection (src/play/errors.ts),
 * 601xx news and announcements (src/content/errors.ts), 700xx the back office (src/operators/errors.ts: sign-in,
 * sessions, roles, four eyes; the console's refusals of an area sit in that area's table, e.g. GAME_ADMIN_ERR).
 * `transient` answers (throttling, internal) are never stored as an idempotent answer: a retry may succeed.
 */
export interface ErrorDef {
  code: number;
  key: MessageKey;
  transient?: boolean;
  /** The HTTP status of the answer when not 200: 503 (with Retry-After) for a server that cannot serve right now. */
  status?: number;
  /** The answer's `data` when not null: what a client acts on beyond the code (why a session ended). */
  data?: unknown;
}

const def = (code: number, key: MessageKey, transient = false): ErrorDef => ({ code, key, transient });

/** The one code several rules share, meaning 'this input is refused': each rule answers it with its own message. */
export const INVALID_INPUT = 10001;

/** Seconds a client is told to wait (Retry-After) before retrying a call refused with 503. */
export const RETRY_AFTER_SECONDS = 3;

export const ERR = {
  // platform
  invalidInput: def(INVALID_INPUT, 'server.input.invalid'),
  badBody: def(10002, 'server.http.badBody'),
  tooLarge: def(10003, 'server.http.tooLarge'),
  unsupportedMedia: def(10004, 'server.http.unsupportedMedia'),
  notFound: def(10005, 'server.http.notFound'),
  tooMany: def(10006, 'server.http.tooMany', true),
  idempotencyKeyInvalid: def(10010, 'server.idempotency.invalidKey'),
  idempotencyKeyReused: def(10011, 'server.idempotency.reused'),
  // refused input shares INVALID_INPUT, each with its own message; then the framework's own refusals
  controlChars: def(INVALID_INPUT, 'server.request.controlChars'),
  dateInvalid: def(INVALID_INPUT, 'server.request.dateInvalid'),
  dateOutOfRange: def(INVALID_INPUT, 'server.request.dateOutOfRange'),
  dateOrder: def(INVALID_INPUT, 'server.request.dateOrder'),
  badUrl: def(10012, 'server.request.badUrl'),
  methodNotAllowed: def(10013, 'server.request.methodNotAllowed'),
  badRequest: def(10014, 'server.request.badRequest'),
  // refused by Node's HTTP parser before any route (plugins/clientErrors.ts)
  headersTooLarge: { ...def(10015, 'server.http.headersTooLarge'), status: 431 },
  requestTimeout: { ...def(10016, 'server.http.requestTimeout', true), status: 408 },
  internal: def(10099, 'server.http.internal', true),
  // the database cannot serve this call now (connection lost, outage, timeout, locked by another process): retry
  dbUnavailable: { ...def(10020, 'server.http.dbUnavailable', true), status: 503 },
  // the disk holding the database is full: nothing was written
  storageFull: { ...def(10021, 'server.http.storageFull', true), status: 503 },
  // accounts
  usernameRequired: def(20001, 'server.account.usernameRequired'),
  passwordRequired: def(20002, 'server.account.passwordRequired'),
  usernameRule: def(20003, 'server.account.usernameRule'),
  passwordRule: def(20004, 'server.account.passwordRule'),
  usernameTaken: def(20005, 'server.account.usernameTaken'),
  inviterUnknown: def(20006, 'server.account.inviterUnknown'),
  loginFailed: def(20007, 'server.account.loginFailed'),
  loginLocked: def(20008, 'server.account.loginLocked', true),
  registerLimited: def(20009, 'server.account.registerLimited', true),
  accountDisabled: def(20010, 'server.auth.disabled'),
  idcardRule: def(20011, 'server.account.idcardRule'),
  idcardSet: def(20012, 'server.account.idcardSet'),
  oldPassWrong: def(20013, 'server.account.oldPassWrong'),
  samePass: def(20014, 'server.account.samePass'),
  codeRule: def(20015, 'server.account.codeRule'),
  codeRequired: def(20016, 'server.account.codeRequired'),
  codeWrong: def(20017, 'server.account.codeWrong'),
  codeLocked: def(20018, 'server.account.codeLocked', true),
  // attempts in flight fill the throttle's limit and none settled within the wait: not a lock, a retry may pass
  attemptBusy: def(20019, 'server.account.attemptBusy', true),
  holderRequired: def(20021, 'server.pay.holderRequired'),
  cardRequired: def(20022, 'server.pay.cardRequired'),
  cardDigits: def(20023, 'server.pay.cardDigits'),
  bankRequired: def(20024, 'server.pay.bankRequired'),
  bankCodeRequired: def(20025, 'server.pay.bankCodeRequired'),
  branchRequired: def(20026, 'server.pay.branchRequired'),
  addressRequired: def(20027, 'server.pay.addressRequired'),
  walletTypeRequired: def(20028, 'server.pay.walletTypeRequired'),
  walletTypeUnknown: def(20029, 'server.pay.walletTypeUnknown'),
  addressInvalid: def(20030, 'server.pay.addressInvalid'),
  bindingNeedsCode: def(20040, 'server.pay.replaceNeedsCode'),
  addressIsDeposit: def(20041, 'server.pay.addressIsDeposit'),
  addressIsOperators: def(20042, 'server.pay.addressIsOperators'),
  passwordHasUsername: def(20031, 'server.account.passwordHasUsername'),
  passwordCommon: def(20032, 'server.account.passwordCommon'),
  // account recovery (issue 29): a support-issued one-time code
  recoveryCodeWrong: def(20033, 'server.account.recoveryCodeWrong'),
  // session (the spec's codes: the client ends the session)
  // unknown or ended; ended because an operator disabled the account, the member is told so (issue 42)
  tokenUnknown: {
    unknown: def(50008, 'server.auth.tokenUnknown'),
    endedDisabled: { ...def(50008, 'server.auth.accountDisabled'), data: { ended: 'disabled' } satisfies { ended: SessionEndReason } },
  },
  tokenExpired: def(50014, 'server.auth.tokenExpired'),
  // The legacy client's session refusals, in a code it does not reload on (legacy/session.ts): no token sent, or
  // one whose session has ended (the words say how to log in again in its own screens).
  signInFirst: {
    noToken: def(50001, 'server.auth.tokenUnknown'),
    ended: def(50001, 'server.auth.legacyEnded'),
    endedDisabled: { ...def(50001, 'server.auth.legacyEndedDisabled'), data: { ended: 'disabled' } satisfies { ended: SessionEndReason } },
  },
} as const;

/** A refusal with a catalogued code; the error plugin turns it into the envelope in the request's language. */
export class AppError extends Error {
  constructor(
    readonly def: ErrorDef,
    readonly params: Params = {},
  ) {
    super(def.key);
    this.name = 'AppError';
  }
}

export function fail(def: ErrorDef, params?: Params): never {
  throw new AppError(def, params);
}
