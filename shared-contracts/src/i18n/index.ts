import type { Locale } from '../domain/locale';
import { common } from './common';
import { outcome } from './outcome';
import { screens } from './screens';
import type { AreaStrings, Tree } from './define';

/**
 * The areas every part shares; each area file holds its strings in all three languages. A remote's own
 * strings ship with the remote (registered when it mounts: platform/areaStrings), not here.
 */
export const sharedAreas = { common, outcome, screens } satisfies Record<string, AreaStrings<Tree>>;

export const I18N_NAMESPACE = 'translation';

function forLocale(locale: Locale) {
  return Object.fromEntries(Object.entries(sharedAreas).map(([name, area]) => [name, area[locale]])) as {
    [K in keyof typeof sharedAreas]: (typeof sharedAreas)[K]['tw'];
  };
}

export const resources = {
  tw: { [I18N_NAMESPACE]: forLocale('tw') },
  zh: { [I18N_NAMESPACE]: forLocale('zh') },
  en: { [I18N_NAMESPACE]: forLocale('en') },
} as const;

export type Resources = ReturnType<typeof forLocale>;

/** Every dotted key path of a string tree, e.g. 'tab.home'. */
export type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every translation key, e.g. 'common.tab.home'. */
export type MessageKey = Paths<Resources>;
