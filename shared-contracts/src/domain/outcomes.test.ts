import { ALL_CLASSES, SUM_COUNTS, classWins, defaultOddsHundredths, winningDraws, baseClasses } from './outcomes';

describe('outcome classes', () => {
  it('counts draws per sum as docs/game-rules.md lists them', () => {
    expect(SUM_COUNTS.slice(0, 14)).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75]);
    expect(SUM_COUNTS.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it.each([
    [1, 500],
    [2, 500],
    [3, 500],
    [4, 500],
    [11, 231],
    [12, 269],
    [13, 269],
    [14, 231],
    [21, 56],
    [22, 56],
    [113, 75],
  ])('class %i wins %i of 1000 draws', (cls, n) => expect(winningDraws(cls)).toBe(n));

  it('keeps every default RTP at or below 100%', () => {
    for (const cls of ALL_CLASSES) {
      expect(winningDraws(cls) * defaultOddsHundredths(cls)).toBeLessThanOrEqual(1000 * 100);
    }
  });

  it('prices number bets as floor(950/n_s, 2 dp)', () => {
    expect(defaultOddsHundredths(100)).toBe(95000);
    expect(defaultOddsHundredths(101)).toBe(31666);
    expect(defaultOddsHundredths(113)).toBe(1266);
  });

  it('labels a draw row with long/short and odd/even', () => {
    expect(baseClasses(14)).toEqual([1, 4]);
    expect(baseClasses(13)).toEqual([2, 3]);
    expect(classWins(22, 27)).toBe(true);
    expect(() => classWins(5, 1)).toThrow(RangeError);
  });
});
