import { formatMoney, parseMoney, payout, unitsToMinor } from './money';

describe('money', () => {
  it.each([
    [0, '0u'],
    [1250, '12.5u'],
    [1200, '12u'],
    [5, '0.05u'],
    [-1250, '-12.5u'],
    [123456789, '1234567.89u'],
  ])('formats %i minor units as %s', (minor, text) => {
    expect(formatMoney(minor)).toBe(text);
  });

  it('refuses a non-integer amount instead of printing a rounded one', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError);
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    [' 0.05 ', 5],
    ['100.10', 10010],
  ])('parses %s', (text, minor) => expect(parseMoney(text)).toBe(minor));

  it.each(['', '-1', '1.234', 'abc', '1e3', '1,000'])('rejects %p', (text) => expect(parseMoney(text)).toBeNull());

  it('pays stake x odds and keeps the sub-minor fraction with the house', () => {
    expect(payout(unitsToMinor(10), 198)).toBe(1980);
    expect(payout(1, 198)).toBe(1);
    expect(payout(unitsToMinor(3), 31666)).toBe(94998);
  });
});
