import { formatMoney, type Locale } from 'shared-contracts';
import type { Message } from 'shared-contracts/api';
import { translate, type Params } from '../i18n/translate';
import type { StoredMessage } from './read';
import type { MessageParams } from './write';

/** What play/impose.ts stores for an exclusion with no end and for a limit removed. */
export const INDEFINITE = 'indefinite';
export const NO_LIMIT_PARAM = 'none';
/** A limit as messages name it: `deposit_day` ... `loss_month`, `stake`. */
export type ImposedLimitName = `${'deposit' | 'loss'}_${'day' | 'week' | 'month'}` | 'stake';

/** The params that are amounts (minor units), shown as money ('500u'). */
const MONEY_PARAMS = new Set(['amount', 'bonus', 'reserve', 'locked']);

/** A message as the member reads it: its title and text made from its kind and facts, in the request's language. */
export function renderMessage(lang: Locale, message: StoredMessage): Message {
  const words = wordsOf(lang, message.params);
  return {
    id: message.id,
    kind: message.kind,
    title: translate(lang, `server.message.${message.kind}.title`, words),
    content: translate(lang, `server.message.${message.kind}.content`, words),
    createtime: Math.floor(message.createdAt / 1000),
    read: message.read,
  };
}

function wordsOf(lang: Locale, params: MessageParams): Params {
  const words: Params = {};
  for (const [name, value] of Object.entries(params))
    words[name] = MONEY_PARAMS.has(name) && value !== NO_LIMIT_PARAM ? formatMoney(Number(value)) : value;
  // binding_changed names the kind of binding (0 bank card, 1 wallet) in the reader's language.
  if ('bindingType' in params)
    words.binding = translate(lang, params.bindingType === 0 ? 'server.message.binding.card' : 'server.message.binding.wallet');
  // round_voided names the game in the reader's language.
  if (`game_${lang}` in params) words.game = params[`game_${lang}`]!;
  // segment_message (messages/segments.ts): support's words in the reader's language.
  if (`title_${lang}` in params) Object.assign(words, { title: params[`title_${lang}`]!, body: params[`body_${lang}`]! });
  // account_reset names what was reset in the reader's language.
  if (params.reset === 'password' || params.reset === 'security_code') words.what = translate(lang, `server.message.reset.${params.reset}`);
  // exclusion_imposed and limit_imposed (play/impose.ts): the end, the limit and a removal in the reader's language.
  if (typeof params.ends === 'string')
    words.end =
      params.ends === INDEFINITE
        ? translate(lang, 'server.message.protection.indefinite')
        : translate(lang, 'server.message.protection.until', { until: params.ends });
  if (typeof params.limit === 'string')
    words.limit = translate(lang, `server.message.protection.limit.${params.limit as ImposedLimitName}`);
  if (params.amount === NO_LIMIT_PARAM) words.amount = translate(lang, 'server.message.protection.noLimit');
  return words;
}
