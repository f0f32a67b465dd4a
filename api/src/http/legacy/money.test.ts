import { legacyOfMinor, minorOfLegacy } from './money';

describe('legacy amounts (decimal u) and minor units', () => {
  it.each([
    ['150', 15_000, '150'],
    ['0.05', 5, '0.05'],
    ['100.5', 10_050, '100.5'],
    ['100.50', 10_050, '100.5'],
    ['0', 0, '0'],
  ])('%s u is %i minor units, sent back as %s', (text, minor, back) => {
    expect(minorOfLegacy(text)).toBe(minor);
    expect(legacyOfMinor(minor)).toBe(back);
  });

  it('reads a JSON number by its decimal text, with no floating-point drift', () => {
    expect(minorOfLegacy(150)).toBe(15_000);
    expect(minorOfLegacy(0.05)).toBe(5);
    expect(minorOfLegacy(1.1)).toBe(110);
    expect(minorOfLegacy(19.99)).toBe(1999);
  });

  it.each(['1.234', '0.001', '-5', '1e3', '', 'abc', '1,5', '1.'])('refuses %j (more than 2 decimals, or not an amount)', (text) => {
    expect(minorOfLegacy(text)).toBeNull();
  });

  it.each(['\t150', '150\n', '\u2028150', '\u00a0150', '\ufeff150', ' 150', '150 ', '+150', '.5'])(
    'refuses %j: an amount wrapped in any space or sign',
    (text) => {
      expect(minorOfLegacy(text)).toBeNull();
    },
  );

  it('refuses a number that is not plain decimal text either', () => {
    expect(minorOfLegacy(1.234)).toBeNull();
    expect(minorOfLegacy(1e21)).toBeNull();
  });

  it('sends a loss or a debit with its sign', () => {
    expect(legacyOfMinor(-1_250)).toBe('-12.5');
  });
});
