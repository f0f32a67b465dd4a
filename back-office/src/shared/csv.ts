import { hundredths } from './figures';

/** One CSV column: its header and how a row writes its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number;
  /** Minor units, written as u with two decimals (12345 -> 123.45). */
  money?: boolean;
}

/** Excel reads a file as UTF-8 (the Chinese headers) only when it starts with this mark. */
const BOM = '\uFEFF';

/** Minor units as decimal u with two places (1 u = 100): -5 -> '-0.05'. */
export const minorAsDecimal = hundredths;

/** A cell quoted when it holds a comma, a quote or a line break (quotes doubled), as RFC 4180 says. */
function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as a CSV text: the BOM, the headers, one line per row, CRLF line ends. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const line = (cells: readonly string[]) => cells.map(quoted).join(',');
  const body = rows.map((row) =>
    line(
      columns.map((column) => {
        const value = column.cell(row);
        return column.money && typeof value === 'number' ? minorAsDecimal(value) : String(value);
      }),
    ),
  );
  return `${BOM}${[line(columns.map((column) => column.header)), ...body].join('\r\n')}\r\n`;
}

/** Has the browser save the text as a file. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
