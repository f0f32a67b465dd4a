import { recentOrderRange } from './roundResult';

describe('recentOrderRange', () => {
  // 2026-11-22 17:00 UTC: already the 23rd in Taipei, still the 22nd in New York.
  const now = new Date(Date.UTC(2026, 10, 22, 17));

  it('counts days in the zone the server runs the lottery in, not a built-in one', () => {
    expect(recentOrderRange('America/New_York', now)).toEqual({ begin_date: '2026-11-21', end_date: '2026-11-22' });
    expect(recentOrderRange('Asia/Taipei', now)).toEqual({ begin_date: '2026-11-22', end_date: '2026-11-23' });
  });
});
