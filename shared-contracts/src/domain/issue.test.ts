import { compareIssues, formatIssue, parseIssue, sequenceDigits } from './issue';

describe('issue numbers', () => {
  it('formats and parses round trip', () => {
    expect(formatIssue('20261122', 1)).toBe('20261122001');
    expect(parseIssue('20261122274')).toEqual({ salesDay: '20261122', sequence: 274, digits: 3 });
  });
  it('sorts in draw order across days', () => {
    expect(['20261123001', '20261122274', '20261122010'].sort(compareIssues)).toEqual(['20261122010', '20261122274', '20261123001']);
  });
  it('rejects malformed input', () => {
    expect(parseIssue('2026112201')).toBeNull();
    expect(parseIssue('20261122000001')).toBeNull();
    expect(() => formatIssue('20261122', 0)).toThrow(RangeError);
    expect(() => formatIssue('20261122', 1000)).toThrow(RangeError);
  });
  it('widens the sequence only for a day of more than 999 rounds', () => {
    expect([274, 999, 1000, 4320, 86_400].map(sequenceDigits)).toEqual([3, 3, 4, 4, 5]);
    expect(formatIssue('20261122', 2880, 4)).toBe('202611222880');
    expect(parseIssue('202611220001')).toEqual({ salesDay: '20261122', sequence: 1, digits: 4 });
  });
  it('orders numbers of different widths by day, then sequence', () => {
    expect(['202611230001', '20261122999', '202611221000', '20261122274'].sort(compareIssues)).toEqual([
      '20261122274',
      '20261122999',
      '202611221000',
      '202611230001',
    ]);
  });
});
