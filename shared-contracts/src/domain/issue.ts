/**
 * Issue numbers: `YYYYMMDD` of the sales day plus a 3-digit sequence, e.g. `20261122001`.
 * They sort as strings in draw order; a sales day that runs past midnight keeps its opening date.
 */
export const ISSUE_PATTERN = /^(\d{4})(\d{2})(\d{2})(\d{3})$/;

export function formatIssue(salesDay: string, sequence: number): string {
  if (!/^\d{8}$/.test(salesDay)) throw new RangeError(`sales day must be YYYYMMDD, got ${salesDay}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999) throw new RangeError(`sequence out of range: ${sequence}`);
  return `${salesDay}${String(sequence).padStart(3, '0')}`;
}

export function parseIssue(issue: string): { salesDay: string; sequence: number } | null {
  const m = ISSUE_PATTERN.exec(issue);
  if (!m) return null;
  return { salesDay: `${m[1]}${m[2]}${m[3]}`, sequence: Number(m[4]) };
}

export function compareIssues(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
