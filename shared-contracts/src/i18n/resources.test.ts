import { LOCALES } from '../domain/locale';
import { I18N_NAMESPACE, resources } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(resources[l][I18N_NAMESPACE] as Tree)]));
const allKeys = [...new Set(LOCALES.flatMap((l) => [...flat[l]!.keys()]))].sort();
const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

describe('i18n resources', () => {
  it('has strings', () => expect(allKeys.length).toBeGreaterThan(10));

  it.each(LOCALES)('%s has every key, none empty', (locale) => {
    const missing = allKeys.filter((k) => !flat[locale]!.get(k)?.trim());
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const mismatched = allKeys.filter((k) => LOCALES.some((l) => placeholders(flat[l]!.get(k) ?? '').join() !== placeholders(flat.tw!.get(k) ?? '').join()));
    expect(mismatched).toEqual([]);
  });
});
