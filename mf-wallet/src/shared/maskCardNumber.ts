/** A card number as the screens show it: every digit but the last 4 starred, in groups of 4 from the end. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\s+/g, '');
  const masked = '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
}
