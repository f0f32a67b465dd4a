import { calls, minor, play, verification, type CallName } from 'shared-contracts/api';
import type { z } from 'zod';
import { LEGACY_FORMS } from './forms';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every path of a schema whose value is exactly the contract's `minor` (money in minor units), in forms.ts syntax. */
function moneyPaths(schema: z.ZodType, at: string[] = []): string[] {
  if (schema === minor) return [at.join('.').replaceAll('.[]', '[]')];
  const def = defOf(schema);
  if (def.type === 'object') return Object.entries(def.shape!).flatMap(([key, inner]) => moneyPaths(inner, [...at, key]));
  if (def.type === 'array') return moneyPaths(def.element!, [...at, '[]']);
  if (def.innerType) return moneyPaths(def.innerType, at);
  if (def.type === 'union') return [...new Set(def.options!.flatMap((option) => moneyPaths(option, at)))];
  return [];
}

/** The calls of play.ts and verification.ts came after the legacy client: it never makes them. */
const playCalls = new Set<unknown>([...Object.values(play), ...Object.values(verification)]);
const legacyClientCalls = (Object.keys(calls) as CallName[]).filter((name) => !playCalls.has(calls[name]));

describe('the legacy forms agree with the contract', () => {
  it('finds the money of a known answer (the check below is not vacuous)', () => {
    expect(moneyPaths(calls.lotteryIndex.response)).toEqual([
      'gameList[].planList[].joinmoeny',
      'gameList[].planList[].min_money',
      'gameList[].planList[].max_money',
    ]);
  });

  it.each(legacyClientCalls)('%s: every amount of the answer is declared, and nothing else', (name) => {
    const declared = [...(LEGACY_FORMS[name]?.moneyOut ?? [])].sort();
    expect(declared).toEqual(moneyPaths(calls[name].response).sort());
  });

  it.each(Object.entries(LEGACY_FORMS).filter(([, form]) => form.moneyIn))(
    '%s: each amount sent is a number field of the request',
    (name, form) => {
      const shape = defOf(calls[name as CallName].request).shape!;
      for (const field of form.moneyIn!) {
        expect(shape[field]?.safeParse(15_000).success).toBe(true);
        expect(shape[field]?.safeParse('150').success).toBe(false);
      }
    },
  );

  it('substitutes and fills only with fields of the call', () => {
    for (const [name, form] of Object.entries(LEGACY_FORMS)) {
      const shape = defOf(calls[name as CallName].request).shape!;
      for (const field of [form.insteadWhenMissing?.field, form.fillWhenMissing?.field, ...Object.keys(form.namesIn ?? {})]) {
        if (field) expect(Object.keys(shape)).toContain(field);
      }
    }
  });
});
