import { compareIssues, formatIssue, parseIssue } from './issue';

describe('issue numbers', () => {
  it('formats and parses round trip', () => {
    expect(formatIssue('20261122', 1)).toBe('20261122001');
    expect(parseIssue('20261122274')).toEqual({ salesDay: '20261122', sequence: 274 });
  });
  it('sorts in draw order across days', () => {
    expect(['20261123001', '20261122274', '20261122010'].sort(compareIssues)).toEqual(['20261122010', '20261122274', '20261123001']);
  });
  it('rejects malformed input', () => {
    expect(parseIssue('2026112201')).toBeNull();
    expect(() => formatIssue('20261122', 0)).toThrow(RangeError);
  });
});
