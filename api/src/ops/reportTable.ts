// How the report:* commands print a table: tab-separated for the terminal (money as the app writes it, 12.5u), or
// CSV with --csv (RFC 4180, money as decimal u with two places, like the console's files, without their BOM).
import { formatMoney } from 'shared-contracts';
import { row } from './command';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => string | number;
  /** Minor units. */
  money?: boolean;
}

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

/** Prints the header and one line per row. */
export function printTable<Row>(
  out: (line: string) => void,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  csv: boolean,
): void {
  const cell = (column: ReportColumn<Row>, r: Row): string | number => {
    const value = column.cell(r);
    if (!column.money || typeof value !== 'number') return csv ? value : String(value);
    return csv ? decimalUnits(value) : formatMoney(value);
  };
  const line = (cells: (string | number)[]) => (csv ? cells.map(csvCell).join(',') : row(...cells.map(String)));
  out(line(columns.map((column) => column.header)));
  for (const r of rows) out(line(columns.map((column) => cell(column, r))));
}

/** The arguments without `--csv`, and whether it was given. */
export function csvFlag(args: string[]): { args: string[]; csv: boolean } {
  return { args: args.filter((arg) => arg !== '--csv'), csv: args.includes('--csv') };
}
