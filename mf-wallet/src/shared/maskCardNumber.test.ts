import { maskCardNumber } from './maskCardNumber';

describe('maskCardNumber', () => {
  it('stars every digit but the last 4, grouped by 4 from the end', () => {
    expect(maskCardNumber('6222020200001234')).toBe('**** **** **** 1234');
    expect(maskCardNumber('6222 0202 0000 1234 567')).toBe('*** **** **** **** 4567');
  });
  it('shows a number of 4 digits or fewer as it is', () => {
    expect(maskCardNumber('1234')).toBe('1234');
  });
});
