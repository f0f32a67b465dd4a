import {
  DEFAULT_LOCALE,
  I18N_NAMESPACE,
  LOCALES,
  isLocale,
  resources,
  type Locale,
  type MessageKey as SharedKey,
  type Paths,
  type Tree,
} from 'shared-contracts';
import { server } from './messages';

/** The api's own answers (`server.*`, shipped to no browser) and the shared words it names (outcome labels). */
export type MessageKey = SharedKey | `server.${Paths<(typeof server)['tw']>}`;

/** The values of a message's {{name}} placeholders. */
export type Params = Record<string, string | number>;
function catalogue(locale: Locale): Tree {
  return { ...(resources[locale][I18N_NAMESPACE] as unknown as Tree), server: server[locale] };
}
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, catalogue(locale)])) as Record<Locale, Tree>;

function lookup(locale: Locale, key: string): string | undefined {
  let node: string | Tree | undefined = catalogues[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Catalogue templates by locale and key, resolved once (hot calls translate; only catalogue keys are kept). */
const templates = new Map<string, string>();

function template(locale: Locale, key: MessageKey): string {
  const id = `${locale}:${key}`;
  let text = templates.get(id);
  if (text === undefined) {
    const found = lookup(locale, key) ?? lookup(DEFAULT_LOCALE, key);
    if (found === undefined) return key;
    templates.set(id, found);
    text = found;
  }
  return text;
}

/** The message in the locale (tw when missing), with {{name}} placeholders filled. */
export function translate(locale: Locale, key: MessageKey, params: Params = {}): string {
  const text = template(locale, key);
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A request field's display name, or the raw name (cut short) when the catalogue has none. */
export function fieldLabel(locale: Locale, field: string): string {
  return lookup(locale, `server.field.${field}`) ?? field.slice(0, 64);
}

export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
