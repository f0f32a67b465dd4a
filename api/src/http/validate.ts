import type { Locale } from 'shared-contracts';
import type { z } from 'zod';
import { hasControlChars } from '../security/controlChars';
import { AppError, ERR } from '../i18n/errors';
import { fieldLabel, type MessageKey } from '../i18n/translate';

type Issue = z.core.$ZodIssue;

function has(raw: unknown, key: PropertyKey): boolean {
  return typeof raw === 'object' && raw !== null && Object.prototype.hasOwnProperty.call(raw, key);
}

/** Which message describes an issue best: missing, wrong type, too long/short/big, unknown, or invalid. */
function messageOf(issue: Issue, raw: unknown): { key: MessageKey; field: string } {
  const field = issue.path.map(String).join('.') || 'body';
  switch (issue.code) {
    case 'unrecognized_keys':
      return { key: 'server.input.unknown', field: issue.keys[0] ?? field };
    case 'invalid_type':
      if (issue.path.length === 0) return { key: 'server.input.wrongType', field: 'body' };
      if (issue.path.length === 1 && !has(raw, issue.path[0]!)) return { key: 'server.input.missing', field };
      return { key: 'server.input.wrongType', field };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'server.input.tooLong' : 'server.input.tooBig', field };
    case 'too_small':
      return { key: issue.origin === 'string' ? 'server.input.tooShort' : 'server.input.tooBig', field };
    default:
      if (issue.path.length === 1 && !has(raw, issue.path[0]!)) return { key: 'server.input.missing', field };
      return { key: 'server.input.invalid', field };
  }
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) keys.unshift(v.key);
  return keys.join('.');
}

/**
 * The path of the first string (or key) holding a control character (security/controlChars): member text is
 * shown to other members and printed in the operator's terminal, and PostgreSQL text cannot store NUL.
 * A walk with its own stack, paths built only for the answer: a 64 KB body can nest thousands of levels deep.
 */
function controlCharPath(raw: unknown): string | null {
  const pending: Visit[] = [{ value: raw, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasControlChars(value)) return pathOf(visit);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (hasControlChars(key)) return pathOf(visit);
        pending.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * Checks a request against its shared-contracts schema. The first problem becomes a localized message
 * (e.g. 'Missing field: username'); nothing runs and nothing changes when the input is refused.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, locale: Locale): z.output<S> {
  const controlled = controlCharPath(raw);
  if (controlled !== null) throw new AppError(ERR.controlChars, { field: fieldLabel(locale, controlled || 'body') });
  // No body at all is an empty request; a JSON null, array or scalar is a wrong body.
  const result = schema.safeParse(raw === undefined ? {} : raw);
  if (result.success) return result.data;
  const issues = result.error.issues;
  // A missing field explains more than an unknown one, so report it first.
  const first = issues.find((i) => i.code !== 'unrecognized_keys') ?? issues[0]!;
  const { key, field } = messageOf(first, raw);
  throw new AppError({ ...ERR.invalidInput, key }, { field: fieldLabel(locale, field) });
}
