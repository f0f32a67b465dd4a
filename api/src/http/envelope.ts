import { CODE_SUCCESS, type Envelope, type Locale } from 'shared-contracts';
import { AppError, ERR } from './errors';
import { translate, type MessageKey } from './i18n';

export function success<T>(locale: Locale, data: T, message: MessageKey = 'server.ok'): Envelope<T> {
  return { code: CODE_SUCCESS, msg: translate(locale, message), data };
}

/** The success of a call whose answer the spec's client reads from msg (`answerInMsg`): in msg and in data. */
export function successInMsg<T>(data: T): Envelope<T, T> {
  return { code: CODE_SUCCESS, msg: data, data };
}

export function failure(locale: Locale, error: AppError): Envelope<null> {
  return { code: error.def.code, msg: translate(locale, error.def.key, error.params), data: null };
}

export function internalFailure(locale: Locale): Envelope<null> {
  return failure(locale, new AppError(ERR.internal));
}
