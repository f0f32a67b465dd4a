/**
 * Issue numbers: `YYYYMMDD` of the sales day plus its sequence, 3 digits wide (`20261122001`) or wider when a
 * calendar's day holds more than 999 rounds (20 s rounds: `202611222880`). A calendar numbers every round with one
 * width, so its issues sort in draw order as strings and as numbers; a sales day that runs past midnight keeps its
 * opening date.
 */
export const ISSUE_PATTERN = /^(\d{4})(\d{2})(\d{2})(\d{3,5})$/;

/** The sequence width of a calendar whose sales day holds up to `roundsPerDay` rounds: 3 digits, or as many as it needs. */
export function sequenceDigits(roundsPerDay: number): number {
  return Math.max(3, String(Math.max(0, Math.floor(roundsPerDay))).length);
}

export function formatIssue(salesDay: string, sequence: number, digits = 3): string {
  if (!/^\d{8}$/.test(salesDay)) throw new RangeError(`sales day must be YYYYMMDD, got ${salesDay}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** digits) throw new RangeError(`sequence out of range: ${sequence}`);
  return `${salesDay}${String(sequence).padStart(digits, '0')}`;
}

export function parseIssue(issue: string): { salesDay: string; sequence: number; digits: number } | null {
  const m = ISSUE_PATTERN.exec(issue);
  if (!m) return null;
  return { salesDay: `${m[1]}${m[2]}${m[3]}`, sequence: Number(m[4]), digits: m[4]!.length };
}

/** Draw order, also between numbers of different widths (rounds stored before the settings changed): day, then sequence. */
export function compareIssues(a: string, b: string): number {
  const x = parseIssue(a);
  const y = parseIssue(b);
  if (!x || !y) return a < b ? -1 : a > b ? 1 : 0;
  if (x.salesDay !== y.salesDay) return x.salesDay < y.salesDay ? -1 : 1;
  return x.sequence - y.sequence;
}
