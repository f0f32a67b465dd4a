// How the report:* commands print a table: tab-separated for the terminal (money as the app writes it, 12.5u), or
// CSV with --csv (RFC 4180, money as decimal u with two places, like the console's files, without their BOM).
import { formatMoney } from 'shared-contracts';
import { csvCell, decimalUnits } from '../lists/csv';
import { row } from './command';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => string | number;
  /** Minor units. */
  money?: boolean;
}

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
