import type { CallName } from '../api/endpoints';
import type { CallRequest, CallResponse, UserData } from '../api/index';
import type { ApiClientOptions } from '../platform/apiClient';
import { ApiError, type ApiClient, type CallOptions } from '../remote';

/** Answers for the calls a screen makes: a value, or a function of the request (throw an ApiError to refuse). */
export type FakeAnswers = {
  [K in CallName]?:
    CallResponse<K> | ((body: CallRequest<K> | undefined, options: CallOptions) => CallResponse<K> | Promise<CallResponse<K>>);
};
export interface RecordedCall {
  name: CallName;
  body: unknown;
  silent: boolean;
}

/**
 * An ApiClient that records every call and answers from `answers`; a call with no answer fails loudly. Like the
 * page's client, it hands each answer to `onAnswer` (the kit's platform keeps its balance in the session).
 */
export function createFakeApi(answers: FakeAnswers, { onAnswer }: Pick<ApiClientOptions, 'onAnswer'> = {}) {
  const calls: RecordedCall[] = [];
  const api: ApiClient = {
    async call(name, body, options) {
      calls.push({ name, body, silent: !!options?.silent });
      const answer = answers[name];
      if (answer === undefined) throw new ApiError(-1, `unexpected call ${name}`);
      const data = await (typeof answer === 'function'
        ? (answer as (b: unknown, o: CallOptions) => never)(body, options ?? {})
        : (answer as never));
      onAnswer?.(name, data);
      return data;
    },
  };
  const named = (name: CallName) => calls.filter((c) => c.name === name);
  return { api, calls, named };
}

/** A member as the api answers login, register and userInfo. */
export function fakeUser(overrides: Partial<UserData> = {}): UserData {
  return {
    token: 'tok-7',
    user_id: 7,
    id: 7,
    username: 'alice01',
    nickname: 'alice01',
    mobile: '',
    money: 0,
    group_id: 1,
    idcard: '',
    avatar: 1,
    inviter_id: null,
    today_profit: 0,
    yesterday_profit: 0,
    profit: 0,
    ...overrides,
  };
}
