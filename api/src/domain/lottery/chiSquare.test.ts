import { chiSquareSurvival, chiSquareTest, logGamma, regularizedUpperGamma } from './chiSquare';

// Reference values from scipy.stats.chi2.sf 1.17, confirmed to 15 digits with mpmath.gammainc (regularized, 30 digits);
// x/2 below df/2 + 1 takes the series, above it the continued fraction: both branches are covered.
const SURVIVAL: [x: number, df: number, sf: number][] = [
  [10, 9, 0.3504852123233613],
  [21.666, 9, 0.009999979883498333],
  [16.919, 9, 0.049999640848349826],
  [30, 27, 0.3141538334001014],
  [27, 27, 0.46379481562055863],
  [0.5, 1, 0.47950012218695337],
  [3, 1, 0.08326451666355042],
  [0.001, 2, 0.9995001249791693],
  [60, 9, 1.3406780483959625e-9],
  [150, 27, 5.13913092591323e-19],
  [400, 27, 4.997132519285122e-68],
];

describe('chi-square p-values', () => {
  it.each(SURVIVAL)('sf(%p, df %p) = %p', (x, df, sf) => {
    expect(Math.abs(chiSquareSurvival(x, df) - sf) / sf).toBeLessThan(1e-10);
  });

  it('logGamma matches factorials and Gamma(1/2) = sqrt(pi)', () => {
    expect(logGamma(1)).toBeCloseTo(0, 14);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 12);
    expect(logGamma(13.5)).toBeCloseTo(21.2600761562447, 11); // scipy.special.gammaln(13.5)
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 14);
    expect(logGamma(0.1)).toBeCloseTo(2.252712651734206, 13); // scipy.special.gammaln(0.1)
  });

  it('Q(a, 0) is 1, Q(1, x) is exp(-x), and bad arguments throw', () => {
    expect(regularizedUpperGamma(4.5, 0)).toBe(1);
    for (const x of [0.2, 1.5, 2, 7]) expect(regularizedUpperGamma(1, x)).toBeCloseTo(Math.exp(-x), 14);
    expect(() => regularizedUpperGamma(0, 1)).toThrow(RangeError);
    expect(() => regularizedUpperGamma(1, -1)).toThrow(RangeError);
  });

  it('tests observed counts against expected ones', () => {
    const fit = chiSquareTest([12, 8, 10, 10], [10, 10, 10, 10]);
    expect(fit.statistic).toBeCloseTo(0.8, 12);
    expect(fit.df).toBe(3);
    expect(fit.pValue).toBeCloseTo(0.8494670333918255, 12); // scipy.stats.chisquare([12, 8, 10, 10]).pvalue
    expect(() => chiSquareTest([1, 2], [1])).toThrow(RangeError);
    expect(() => chiSquareTest([1, 2], [1, 0])).toThrow(RangeError);
  });
});
