import type { Minor } from './money';

/** The session kept in sessionStorage (localStorage when remembered) under these keys, exactly the spec's fields. */
export const SESSION_KEYS = ['token', 'userId', 'id', 'money', 'activeList', 'group_id', 'idcard'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Member (1) and guest (2). */
export const GROUP_MEMBER = 1;
export const GROUP_GUEST = 2;

/** What a login or register answer puts into the session. */
export interface SessionUser {
  token: string;
  user_id: number;
  id: number;
  money: Minor;
  group_id: number;
  idcard: string;
}

/** What a login stores, key by key (activeList, the line, is the preferences'). */
export function sessionEntries(user: SessionUser): [SessionKey, string][] {
  return [
    ['token', user.token],
    ['userId', String(user.user_id)],
    ['id', String(user.id)],
    ['money', String(user.money)],
    ['group_id', String(user.group_id)],
    ['idcard', user.idcard],
  ];
}
