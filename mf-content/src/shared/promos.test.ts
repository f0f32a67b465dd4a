import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from 'shared-contracts';
import { home } from '../i18n/home';
import { PROMOS } from './promos';

// The pictures are files this remote ships: read them as the browser gets them.
const BANNERS = path.join(__dirname, '../assets/banners');
const LANG = { tw: 'zh-Hant', zh: 'zh-Hans', en: 'en' } as const;
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

const fileOf = (locale: string, id: string) => path.join(BANNERS, locale, `${id}.svg`);
const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('the promotion pictures', () => {
  const cases = LOCALES.flatMap((locale) => Object.keys(PROMOS).map((id) => [locale, id] as const));

  it.each(cases)('%s/%s is a light SVG in its language, titled as the page names it', (locale, id) => {
    const file = fileOf(locale, id);
    expect(fs.statSync(file).size).toBeLessThan(40 * 1024);
    const svg = fs.readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`lang="${LANG[locale]}"`);
    // The picture's title is the alt text the page gives it, in the same language.
    expect(textsOf(svg)).toContain(home[locale].promos[id as keyof typeof PROMOS]);
    if (locale === 'en') expect(textsOf(svg).join(' ')).not.toMatch(CJK);
    // Nothing the picture would fetch from elsewhere.
    expect(svg).not.toMatch(/href=|url\((?!#)/);
  });

  it('ships no picture that no promotion uses', () => {
    const shipped = LOCALES.flatMap((locale) => fs.readdirSync(path.join(BANNERS, locale)).map((name) => `${locale}/${name}`));
    expect(shipped.sort()).toEqual(cases.map(([locale, id]) => `${locale}/${id}.svg`).sort());
  });
});
