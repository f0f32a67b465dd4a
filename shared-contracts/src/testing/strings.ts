import { LOCALES } from '../domain/locale';
import type { AreaStrings, Tree } from '../i18n/define';

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

/** The checks every set of strings passes (the shared areas, each remote's own): the three languages agree. */
export function describeStrings(name: string, areas: Record<string, AreaStrings<Tree>>): void {
  const flat = Object.fromEntries(
    LOCALES.map((l) => [l, flatten(Object.fromEntries(Object.entries(areas).map(([area, s]) => [area, s[l]])))]),
  );
  const allKeys = [...new Set(LOCALES.flatMap((l) => [...flat[l]!.keys()]))].sort();

  describe(`${name} strings`, () => {
    it('has strings', () => expect(allKeys.length).toBeGreaterThan(10));

    it.each(LOCALES)('%s has every key, none empty', (locale) => {
      const missing = allKeys.filter((k) => !flat[locale]!.get(k)?.trim());
      expect(missing).toEqual([]);
    });

    it('uses the same placeholders in every language', () => {
      const mismatched = allKeys.filter((k) =>
        LOCALES.some((l) => placeholders(flat[l]!.get(k) ?? '').join() !== placeholders(flat.tw!.get(k) ?? '').join()),
      );
      expect(mismatched).toEqual([]);
    });
  });
}

/** Every word a person can read on the page: its text and the placeholder, alt, aria-label and title attributes. */
export function wordsOnPage(): string {
  const attributes = ['placeholder', 'alt', 'aria-label', 'title'];
  const elements = document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(','));
  const words = [...elements].flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''));
  return [document.body.textContent ?? '', ...words].join('\n');
}
