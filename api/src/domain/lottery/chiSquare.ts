/**
 * Pearson's chi-square goodness-of-fit test, for the fairness run (`npm run fairness`). The p-value is the
 * chi-square survival function sf(x; df) = Q(df/2, x/2), Q the regularized upper incomplete gamma function,
 * computed as in Numerical Recipes (ch. 6.2): a series for P = 1 - Q when x < a + 1, else a continued fraction.
 */
const EPSILON = 1e-15;
const MAX_ITERATIONS = 1000;
const TINY = 1e-300;

/** ln Gamma(a) for a > 0 (Lanczos, g = 7, 9 terms: about 15 significant digits). */
export function logGamma(a: number): number {
  if (!(a > 0)) throw new RangeError(`logGamma needs a > 0, got ${a}`);
  if (a < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * a)) - logGamma(1 - a); // reflection
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const x = a - 1;
  let sum = c[0]!;
  for (let i = 1; i < c.length; i++) sum += c[i]! / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(a, x) by its series; converges fast for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Q(a, x) by its continued fraction (modified Lentz); converges fast for x >= a + 1. */
function upperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** Q(a, x) = Gamma(a, x) / Gamma(a), for a > 0 and x >= 0. */
export function regularizedUpperGamma(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`regularizedUpperGamma needs a > 0 and x >= 0, got a=${a}, x=${x}`);
  if (x === 0) return 1;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** The chance that a chi-square variable with `df` degrees of freedom is at least `x`. */
export function chiSquareSurvival(x: number, df: number): number {
  return regularizedUpperGamma(df / 2, x / 2);
}

export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
}

/** Goodness of fit of observed counts to expected counts (same length, every expected count > 0); df = cells - 1. */
export function chiSquareTest(observed: readonly number[], expected: readonly number[]): ChiSquareResult {
  if (observed.length !== expected.length || observed.length < 2)
    throw new RangeError('observed and expected need the same 2 or more cells');
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = expected[i]!;
    if (!(e > 0)) throw new RangeError(`expected count of cell ${i} must be positive, got ${e}`);
    statistic += (o - e) ** 2 / e;
  });
  const df = observed.length - 1;
  return { statistic, df, pValue: chiSquareSurvival(statistic, df) };
}
