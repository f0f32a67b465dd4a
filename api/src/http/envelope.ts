import { CODE_SUCCESS, type Envelope, type Locale } from 'shared-contracts';
import type { AppError } from '../i18n/errors';
import { translate, type MessageKey } from '../i18n/translate';

export function success<T>(locale: Locale, data: T, message: MessageKey = 'server.ok'): Envelope<T> {
  return { code: CODE_SUCCESS, msg: translate(locale, message), data };
}

/** The success of a call whose answer the spec's client reads from msg (`answerInMsg`): in msg and in data. */
export function successInMsg<T>(data: T): Envelope<T, T> {
  return { code: CODE_SUCCESS, msg: data, data };
}

export function failure(locale: Locale, error: AppError): Envelope<unknown> {
  return { code: error.def.code, msg: translate(locale, error.def.key, error.params), data: error.def.data ?? null };
}
