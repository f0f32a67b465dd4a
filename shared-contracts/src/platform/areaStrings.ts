import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../domain/locale';
import { I18N_NAMESPACE } from '../i18n';
import type { AreaStrings, Tree } from '../i18n/define';

/** A remote's own strings: area name ('account') -> its strings in tw, zh and en. */
export type Areas = Record<string, AreaStrings<Tree>>;

const added = new WeakMap<i18n, WeakSet<Areas>>();

/**
 * Adds a remote's areas to the page's i18n (the shell ships only the common words and the screen titles), so a
 * copy change ships with the remote alone. The remote's text wins over any older copy of the same keys.
 */
export function addAreaStrings(instance: i18n, areas: Areas): void {
  const done = added.get(instance) ?? new WeakSet<Areas>();
  if (done.has(areas)) return;
  for (const locale of LOCALES) {
    const bundle = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area[locale]]));
    instance.addResourceBundle(locale, I18N_NAMESPACE, bundle, true, true);
  }
  added.set(instance, done.add(areas));
}

/** Registers the areas while rendering (not in an effect): the screens below read them in this same render. */
export function useAreaStrings(areas: Areas): void {
  const { i18n } = useTranslation();
  addAreaStrings(i18n, areas);
}
