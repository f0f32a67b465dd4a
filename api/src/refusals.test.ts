import { LOCALES, PLAY_REFUSED_CODES } from 'shared-contracts';
import { INVALID_INPUT, type ErrorDef } from './i18n/errors';
import { translate, type MessageKey } from './i18n/translate';
import { PLAY_ERR } from './play/errors';
import { REFUSALS, type RefusalTable } from './refusals';

/** A registered refusal: its meaning is its area and name (variants share their refusal's meaning and code). */
interface Refusal {
  meaning: string;
  code: number;
  key: MessageKey;
}

const isDef = (entry: RefusalTable[string]): entry is ErrorDef => typeof entry.code === 'number';

const registered: Refusal[] = Object.entries(REFUSALS as Record<string, RefusalTable>).flatMap(([area, table]) =>
  Object.entries(table).flatMap(([name, entry]) =>
    (isDef(entry) ? [entry] : Object.values(entry)).map(({ code, key }) => ({ meaning: `${area}.${name}`, code, key })),
  ),
);

/** Each value's distinct keys, where more than one. */
function several(pairs: [number | string, string][]): string[] {
  const groups = new Map<number | string, Set<string>>();
  for (const [value, key] of pairs) groups.set(value, (groups.get(value) ?? new Set()).add(key));
  return [...groups].filter(([, keys]) => keys.size > 1).map(([value, keys]) => `${value}: ${[...keys].join(', ')}`);
}

describe('the refusal registry', () => {
  it('gives every code one meaning; only INVALID_INPUT is shared, by the rules that refuse input', () => {
    const shareable = registered.filter(({ code }) => code !== INVALID_INPUT);
    expect(several(shareable.map(({ code, meaning }) => [code, meaning]))).toEqual([]);
  });

  it('gives every meaning one code', () => {
    expect(several(registered.map(({ meaning, code }) => [meaning, String(code)]))).toEqual([]);
  });

  it('has the message of every refusal in each language', () => {
    const missing = registered.flatMap(({ meaning, key }) =>
      LOCALES.filter((locale) => translate(locale, key) === key).map((locale) => `${locale}: ${meaning}`),
    );
    expect(missing).toEqual([]);
  });

  it("shows the browser's play-refusal dialog for player protection's bet and deposit refusals, and only those", () => {
    const { depositLimit, lossLimit, maxStake, onBreak, imposedExclusion } = PLAY_ERR;
    const codes = [depositLimit.day, lossLimit.day, maxStake, onBreak.timeout, imposedExclusion.until].map(({ code }) => code);
    expect([...PLAY_REFUSED_CODES].sort()).toEqual(codes.sort());
  });
});
