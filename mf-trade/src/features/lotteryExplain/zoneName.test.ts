import { zoneName } from './zoneName';

describe('zoneName', () => {
  it('names the zone in the page language, the same in summer and winter', () => {
    expect(zoneName('Asia/Taipei', 'tw')).toBe('台北標準時間');
    expect(zoneName('Asia/Taipei', 'zh')).toBe('台北标准时间');
    expect(zoneName('Europe/London', 'en')).toBe('United Kingdom Time');
  });
});
