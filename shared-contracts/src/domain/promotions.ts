/**
 * A turnover multiple of a promotion program, kept in hundredths (100 = x1, 150 = x1.5) so it is exact, as text
 * without trailing zeros: 100 -> '1', 150 -> '1.5', 125 -> '1.25'.
 */
export function formatMultiple(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new TypeError(`a multiple is whole hundredths, got ${hundredths}`);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${Math.floor(hundredths / 100)}${fraction ? `.${fraction}` : ''}`;
}
