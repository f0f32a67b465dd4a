// The CSV both the console's exports (operators/exports.ts) and the report:* commands' --csv (ops/reportTable.ts) write.

/** Minor units as decimal u with two places, from the integer (no float): -5 -> '-0.05'. */
export function decimalUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A CSV cell: text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) led by
 * an apostrophe, so a member's or an operator's words never run in the reader's Excel; then quoted when it holds a
 * comma, a quote or a line break (quotes doubled). A plain number (-0.05) is written as it is: it is no formula.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
  const text = formula ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of cells, CRLF-ended as RFC 4180 writes them. */
export const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
