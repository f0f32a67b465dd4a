/** One area's strings in the three languages, side by side so a missing translation is visible in review. */
export type Tree = { [key: string]: string | Tree };
export interface AreaStrings<T extends Tree> {
  tw: T;
  zh: T;
  en: T;
}

/** tw is the reference shape; zh and en must have the same keys (the compiler checks it, the test checks emptiness). */
export function defineArea<T extends Tree>(strings: AreaStrings<T>): AreaStrings<T> {
  return strings;
}

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

const placeholders = (text: string) =>
  (text.match(/\{\{\s*\w+\s*\}\}/g) ?? [])
    .map((p) => p.replace(/\s/g, ''))
    .sort()
    .join();

/** One area from its parts (one file per screen group), merged side by side in each language. */
export function combineAreas(...parts: AreaStrings<Tree>[]): AreaStrings<Tree> {
  return {
    tw: Object.assign({}, ...parts.map((p) => p.tw)),
    zh: Object.assign({}, ...parts.map((p) => p.zh)),
    en: Object.assign({}, ...parts.map((p) => p.en)),
  };
}

/** What is wrong with an area's translations: keys missing or empty in a language, placeholders that differ from tw. */
export function translationProblems(strings: AreaStrings<Tree>): string[] {
  const flat = { tw: flatten(strings.tw), zh: flatten(strings.zh), en: flatten(strings.en) };
  const keys = [...new Set(Object.values(flat).flatMap((m) => [...m.keys()]))].sort();
  const problems: string[] = [];
  for (const key of keys) {
    for (const locale of ['tw', 'zh', 'en'] as const) {
      const text = flat[locale].get(key);
      if (!text?.trim()) problems.push(`${locale}: ${key} missing or empty`);
      else if (placeholders(text) !== placeholders(flat.tw.get(key) ?? '')) problems.push(`${locale}: ${key} placeholders differ from tw`);
    }
  }
  return problems;
}
