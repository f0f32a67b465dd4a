/** The response envelope of every call: `{code, msg, data}`. */
export const CODE_SUCCESS = 1;
export const CODE_SUCCESS_ALT = 200;
export const CODE_TOKEN_UNKNOWN = 50008;
export const CODE_TOKEN_OTHER_LOGIN = 50012;
export const CODE_TOKEN_EXPIRED = 50014;
export const SESSION_ENDING_CODES: readonly number[] = [CODE_TOKEN_UNKNOWN, CODE_TOKEN_OTHER_LOGIN, CODE_TOKEN_EXPIRED];

/** Why the server ended a session, when the member is told (issue 42): an operator disabled the account. */
export type SessionEndReason = 'disabled';

/** The `data` of a session-ending answer that says why (`{ ended: 'disabled' }`); anything else says nothing. */
export function sessionEndReason(data: unknown): SessionEndReason | null {
  return typeof data === 'object' && data !== null && (data as { ended?: unknown }).ended === 'disabled' ? 'disabled' : null;
}

/**
 * Our own clients name themselves in this header on every call: the api answers them in our wire (integer minor
 * units, strict schemas). A request without it is the legacy client already in the field (api/src/http/legacy).
 */
export const CLIENT_HEADER = 'X-Client';
export const OUR_CLIENT = 'trade-web';

/** msg is the message; on a call with `answerInMsg` (userInfo) a success carries the answer there too. */
export interface Envelope<T, M = string> {
  code: number;
  msg: M;
  data: T;
}

export function isSuccessCode(code: number): boolean {
  return code === CODE_SUCCESS || code === CODE_SUCCESS_ALT;
}
