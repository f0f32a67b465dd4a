import { minorAsDecimal, toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: '期間', cell: (row: { label: string; amount: number; count: number }) => row.label },
    { header: 'Amount, u', cell: (row: { amount: number }) => row.amount, money: true },
    { header: 'Count', cell: (row: { count: number }) => row.count },
  ];

  it('starts with the BOM, writes money as u with two decimals and counts as they are, CRLF line ends', () => {
    expect(toCsv([{ label: '2026-01-01', amount: 123_456, count: 3 }], columns)).toBe(
      '\uFEFF期間,"Amount, u",Count\r\n2026-01-01,1234.56,3\r\n',
    );
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    const csv = toCsv([{ label: 'a "b", c\nd', amount: 0, count: 0 }], columns);
    expect(csv.split('\r\n')[1]).toBe('"a ""b"", c\nd",0.00,0');
  });

  it('has only the headers when there is no row', () => {
    expect(toCsv([], columns)).toBe('\uFEFF期間,"Amount, u",Count\r\n');
  });
});

describe('minorAsDecimal', () => {
  it('writes whole minor units exactly, negatives too', () => {
    expect(minorAsDecimal(5)).toBe('0.05');
    expect(minorAsDecimal(100)).toBe('1.00');
    expect(minorAsDecimal(-5)).toBe('-0.05');
    expect(minorAsDecimal(-123_456)).toBe('-1234.56');
    expect(minorAsDecimal(900_719_925_474_099)).toBe('9007199254740.99');
  });
});
