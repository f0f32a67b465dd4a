import { formatMoney, MONEY_SUFFIX, type Locale } from 'shared-contracts';

/** Minor units as a form field holds them: whole u and decimals, no suffix ("10", "0.5"). */
export const moneyField = (minor: number) => formatMoney(minor).slice(0, -MONEY_SUFFIX.length);

/** "1.98" -> 198; null unless decimal odds of at least 1.00 with up to 2 places (they include the stake). */
export function parseOdds(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= 100 ? hundredths : null;
}

/** A return to player in tenths of a percent: 990 -> "99.0%". */
export const rtpText = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}%`;

/** A game's name in the console's language. */
export const gameName = (game: { name_tw: string; name_zh: string; name_en: string }, locale: Locale) =>
  locale === 'en' ? game.name_en : locale === 'zh' ? game.name_zh : game.name_tw;

/** A room's title in the console's language. */
export const roomTitle = (room: { title_tw: string; title_zh: string; title_en: string }, locale: Locale) =>
  locale === 'en' ? room.title_en : locale === 'zh' ? room.title_zh : room.title_tw;
