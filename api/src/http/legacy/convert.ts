import type { FastifyInstance } from 'fastify';
import { maskNickname, type Locale } from 'shared-contracts';
import { calls, type CallDef, type CallName } from 'shared-contracts/api';
import { z } from 'zod';
import type { AuthUser } from '../../accounts/authUser';
import type { Db } from '../../db/schema';
import { AppError, ERR } from '../../i18n/errors';
import { fieldLabel } from '../../i18n/translate';
import { LEGACY_FORMS, type Call, type LegacyForm } from './forms';
import { legacyOfMinor, minorOfLegacy } from './money';
import { isRecord, mapAt } from './paths';

const nameByPath = new Map<string, CallName>(Object.entries(calls).map(([name, def]) => [def.path, name as CallName]));
const NO_FORM: LegacyForm = {};

function legacyFormOf(def: CallDef): LegacyForm {
  const name = nameByPath.get(def.path);
  return (name && LEGACY_FORMS[name]) || NO_FORM;
}

/** The call whose answer a legacy request asks for instead of this one's (recharge {} = the deposit info), if any. */
export function legacyInstead(def: CallDef, raw: unknown): CallDef | null {
  const instead = legacyFormOf(def).insteadWhenMissing;
  // A body that is not an object stays the call's own, refused by its contract.
  if (!instead || (raw !== undefined && !isRecord(raw))) return null;
  const sent = isRecord(raw) ? raw[instead.field] : undefined;
  return sent === undefined || sent === '' ? calls[instead.call] : null;
}

/** Up to 15 digits: every such integer is exact as a JS number. */
const CANONICAL_INTEGER = /^-?(0|[1-9]\d{0,14})$/;

/**
 * A value the legacy client types its own way, in the type the field's schema takes: a blank it refuses is a field
 * not sent, an integer's canonical text ("0", "12") is the integer, an integer is its text (play_type: 1). Only
 * when the schema refuses the value as sent and takes the other form: a text field keeps "12", nothing is guessed.
 */
function tolerated(field: z.ZodType, value: unknown): unknown {
  if (field.safeParse(value).success) return value;
  if (value === '') return undefined;
  const other =
    typeof value === 'string' && CANONICAL_INTEGER.test(value)
      ? Number(value)
      : typeof value === 'number' && Number.isSafeInteger(value)
        ? String(value)
        : undefined;
  return other !== undefined && field.safeParse(other).success ? other : value;
}

/**
 * A legacy request in our form: amounts (decimal u) to minor units, refused with more than 2 decimals; the
 * legacy names of values to ours; numbers and blanks as the contract types them; a blank room filled in.
 * Anything else is left for the contract to judge, with its own message.
 */
export function legacyRequest(app: FastifyInstance, def: CallDef, raw: unknown, lang: Locale): unknown {
  if (!isRecord(raw)) return raw;
  const form = legacyFormOf(def);
  const shape = def.request instanceof z.ZodObject ? (def.request.shape as Record<string, z.ZodType>) : {};
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (form.moneyIn?.includes(key) && (typeof value === 'string' || typeof value === 'number')) {
      if (value === '') continue;
      const minor = minorOfLegacy(value);
      if (minor === null) throw new AppError({ ...ERR.invalidInput, key: 'server.input.money' }, { field: fieldLabel(lang, key) });
      request[key] = minor;
      continue;
    }
    const names = form.namesIn?.[key];
    const named = names && typeof value === 'string' ? (names[value.trim().toUpperCase()] ?? value) : value;
    // A blank is a field not sent, the call's or not (recharge {"amount": ""} asks for the deposit info, whose call has no amount).
    const kept = shape[key] ? tolerated(shape[key], named) : named === '' ? undefined : named;
    if (kept !== undefined) request[key] = kept;
  }
  const blank = form.fillWhenMissing;
  if (blank && request[blank.field] === undefined) Object.assign(request, blank.fill(app));
  return request;
}

/** The answered call as the aliases read it. */
export interface AnsweredCall {
  app: FastifyInstance;
  db: Db;
  userOrNull: AuthUser | null;
  input: unknown;
}

/** The caller as the aliases read them; read only for a form that needs the caller. */
async function callerOf(db: Db, user: AuthUser | null): Promise<Pick<Call, 'maskedNickname' | 'money'>> {
  const row = user && (await db.selectFrom('users').select(['nickname', 'money']).where('id', '=', user.id).executeTakeFirst());
  return row ? { maskedNickname: maskNickname(row.nickname), money: row.money } : { maskedNickname: '', money: 0 };
}

/** Our answer in the legacy form: amounts as decimal u text, then the legacy names added beside ours. */
export async function legacyAnswer(def: CallDef, answer: unknown, answered: AnsweredCall): Promise<unknown> {
  const form = legacyFormOf(def);
  let data = answer;
  for (const path of form.moneyOut ?? []) {
    data = mapAt(data, path, (amount) => (typeof amount === 'number' ? legacyOfMinor(amount) : amount));
  }
  const aliases = form.aliasesOut ?? [];
  const caller = aliases.some((alias) => alias.needsCaller)
    ? await callerOf(answered.db, answered.userOrNull)
    : { maskedNickname: '', money: 0 };
  const call: Call = { app: answered.app, input: answered.input, ...caller };
  for (const { at, field, from } of aliases) {
    data = mapAt(data, at, (container, position) =>
      isRecord(container) ? { ...container, [field]: from(container, position, call) } : container,
    );
  }
  return data;
}
