import { auditTurnover, creditStep, played, playStep, stakeCounted, turnoverAdded, turnoverRefusal, type AuditedStep } from './turnover';

describe('the turnover rules', () => {
  it('adds amount x multiple / 100, floored to the minor unit, exactly for any safe amount', () => {
    expect(turnoverAdded(10_000, 100)).toBe(10_000);
    expect(turnoverAdded(10_101, 150)).toBe(15_151); // 15,151.5
    expect(turnoverAdded(1_000, 0)).toBe(0);
    // 2^52 + 1 at x1.5: the product is past 2^53, where floating point would be off; the result is exact.
    expect(turnoverAdded(4_503_599_627_370_497, 150)).toBe(6_755_399_441_055_745);
    expect(() => turnoverAdded(Number.MAX_SAFE_INTEGER, 10_000)).toThrow(RangeError);
    expect(turnoverAdded(3, 33)).toBe(0);
    expect(() => turnoverAdded(0, 100)).toThrow(RangeError);
    expect(() => turnoverAdded(100, -1)).toThrow(RangeError);
  });

  it('counts a stake up to what is left, never below 0', () => {
    expect(stakeCounted(5_000, 2_000)).toBe(2_000);
    expect(stakeCounted(1_000, 2_000)).toBe(1_000);
    expect(playStep({ left: 0, required: 500 }, 1_000)).toEqual([null, { left: 0, required: 500 }]);
    expect(playStep({ left: 2_000, required: 22_000 }, 5_000)).toEqual([
      { kind: 'play', amount: 5_000, delta: -2_000, leftAfter: 0, multiple: null },
      { left: 0, required: 22_000 },
    ]);
  });

  it('starts a new requirement with a credit that finds nothing left, and adds to one under way', () => {
    const [, first] = creditStep({ left: 0, required: 9_000 }, 'deposit', 20_000, 100);
    expect(first).toEqual({ left: 20_000, required: 20_000 });
    const [step, second] = creditStep({ left: 500, required: 20_000 }, 'bonus', 2_000, 200);
    expect(step).toEqual({ kind: 'bonus', amount: 2_000, delta: 4_000, leftAfter: 4_500, multiple: 200 });
    expect(second).toEqual({ left: 4_500, required: 24_000 });
    expect(played(second)).toBe(19_500);
  });

  it('refuses a withdrawal while anything is left', () => {
    expect(turnoverRefusal(1)).toBe('turnover_left');
    expect(turnoverRefusal(0)).toBeNull();
  });
});

describe('auditTurnover', () => {
  const chain: AuditedStep[] = [
    { id: 1, kind: 'deposit', amount: 20_000, delta: 20_000, leftAfter: 20_000, multiple: 100 },
    { id: 2, kind: 'bonus', amount: 2_000, delta: 2_000, leftAfter: 22_000, multiple: 100 },
    { id: 3, kind: 'play', amount: 25_000, delta: -22_000, leftAfter: 0, multiple: null },
  ];

  it('passes a chain that follows the rules and ends at the standing', () => {
    expect(auditTurnover({ left: 0, required: 22_000 }, chain)).toEqual([]);
  });

  it('finds a broken chain, a delta the rules do not give, a negative left and a wrong standing', () => {
    const tampered: AuditedStep[] = [chain[0]!, { ...chain[1]!, delta: 1_000 }, { ...chain[2]!, delta: -23_000, leftAfter: -1_000 }];
    expect(auditTurnover({ left: 5, required: 22_000 }, tampered)).toEqual([
      { kind: 'turnover_bad_delta', entryId: 2, delta: 1_000, expected: 2_000 },
      { kind: 'turnover_chain_break', entryId: 2, leftAfter: 22_000, expected: 21_000 },
      { kind: 'turnover_bad_delta', entryId: 3, delta: -23_000, expected: -21_000 },
      { kind: 'turnover_chain_break', entryId: 3, leftAfter: -1_000, expected: -2_000 },
      { kind: 'turnover_negative', entryId: 3, leftAfter: -1_000 },
      { kind: 'turnover_left_mismatch', stored: 5, expected: -2_000 },
    ]);
  });

  it('finds a stake counted when nothing was left', () => {
    const extra: AuditedStep = { id: 4, kind: 'play', amount: 100, delta: 0, leftAfter: 0, multiple: null };
    expect(auditTurnover({ left: 0, required: 22_000 }, [...chain, extra])).toEqual([
      { kind: 'turnover_bad_delta', entryId: 4, delta: 0, expected: 0 },
    ]);
  });
});
