/**
 * Outcome classes of docs/game-rules.md. Each class is a set of sums (0-27) of three digits 0-9.
 * Odds are decimal including the stake, kept in hundredths (1.98 -> 198).
 */
export type Digits = readonly [number, number, number];

export const BASIC_CLASSES = [1, 2, 3, 4, 11, 12, 13, 14, 21, 22] as const;
export const NUMBER_CLASS_BASE = 100;
export const MAX_SUM = 27;
/** The trend chart's eight outcome columns. */
export const TREND_CLASSES = [1, 2, 3, 4, 11, 12, 13, 14] as const;

/** n_s: how many of the 1000 equally likely draws have sum s. */
export const SUM_COUNTS: readonly number[] = Array.from({ length: MAX_SUM + 1 }, (_, s) => {
  let n = 0;
  for (let a = 0; a <= 9; a++) for (let b = 0; b <= 9; b++) if (s - a - b >= 0 && s - a - b <= 9) n++;
  return n;
});

export function isNumberClass(cls: number): boolean {
  return Number.isInteger(cls) && cls >= NUMBER_CLASS_BASE && cls <= NUMBER_CLASS_BASE + MAX_SUM;
}

export const ALL_CLASSES: readonly number[] = [...BASIC_CLASSES, ...Array.from({ length: MAX_SUM + 1 }, (_, s) => NUMBER_CLASS_BASE + s)];

export function isOutcomeClass(cls: number): boolean {
  return (BASIC_CLASSES as readonly number[]).includes(cls) || isNumberClass(cls);
}

const isLong = (sum: number) => sum >= 14;
const isOdd = (sum: number) => sum % 2 === 1;

/** Whether a draw with this sum wins the class. */
export function classWins(cls: number, sum: number): boolean {
  switch (cls) {
    case 1:
      return isLong(sum);
    case 2:
      return !isLong(sum);
    case 3:
      return isOdd(sum);
    case 4:
      return !isOdd(sum);
    case 11:
      return isLong(sum) && isOdd(sum);
    case 12:
      return isLong(sum) && !isOdd(sum);
    case 13:
      return !isLong(sum) && isOdd(sum);
    case 14:
      return !isLong(sum) && !isOdd(sum);
    case 21:
      return sum <= 5;
    case 22:
      return sum >= 22;
    default:
      if (isNumberClass(cls)) return sum === cls - NUMBER_CLASS_BASE;
      throw new RangeError(`unknown outcome class ${cls}`);
  }
}

export function digitSum(digits: Digits): number {
  return digits[0] + digits[1] + digits[2];
}

/** Default odds in hundredths: the shipped defaults keep every class's RTP at or below 100%. */
export function defaultOddsHundredths(cls: number): number {
  const table: Record<number, number> = { 1: 198, 2: 198, 3: 198, 4: 198, 11: 420, 12: 360, 13: 360, 14: 420, 21: 1700, 22: 1700 };
  if (table[cls] !== undefined) return table[cls];
  if (isNumberClass(cls)) return Math.floor((950 * 100) / SUM_COUNTS[cls - NUMBER_CLASS_BASE]!);
  throw new RangeError(`unknown outcome class ${cls}`);
}

/** Probability of winning, as a count out of 1000 draws. */
export function winningDraws(cls: number): number {
  return SUM_COUNTS.reduce((n, count, sum) => (classWins(cls, sum) ? n + count : n), 0);
}

/** The i18n key of a class's name; number classes take the sum as `{{n}}`. */
export function outcomeLabelKey(cls: number): { key: string; n?: number } {
  if (isNumberClass(cls)) return { key: 'outcome.number', n: cls - NUMBER_CLASS_BASE };
  return { key: `outcome.c${cls}` };
}

/** The two labels of a draw row's `base`: long/short and odd/even classes. */
export function baseClasses(sum: number): [number, number] {
  return [isLong(sum) ? 1 : 2, isOdd(sum) ? 3 : 4];
}
