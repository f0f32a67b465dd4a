import type { Locale } from 'shared-contracts';
import type { z } from 'zod';
import { AppError, ERR } from './errors';
import { fieldLabel, type MessageKey } from './i18n';

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

/**
 * Checks a request against its shared-contracts schema. The first problem becomes a localized message
 * (e.g. 'Missing field: username'); nothing runs and nothing changes when the input is refused.
 */
/** The path of the first string holding a NUL character (PostgreSQL text cannot store it; no field needs it). */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulPath(inner, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, locale: Locale): z.output<S> {
  const nul = nulPath(raw, '');
  if (nul !== null) throw new AppError(ERR.invalidInput, { field: fieldLabel(locale, nul || 'body') });
  // No body at all is an empty request; a JSON null, array or scalar is a wrong body.
  const result = schema.safeParse(raw === undefined ? {} : raw);
  if (result.success) return result.data;
  const issues = result.error.issues;
  // A missing field explains more than an unknown one, so report it first.
  const first = issues.find((i) => i.code !== 'unrecognized_keys') ?? issues[0]!;
  const { key, field } = messageOf(first, raw);
  throw new AppError({ ...ERR.invalidInput, key }, { field: fieldLabel(locale, field) });
}
