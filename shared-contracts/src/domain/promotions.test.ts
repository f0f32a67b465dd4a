import { formatMultiple } from './promotions';

describe('formatMultiple', () => {
  it('writes hundredths as the multiple an operator set, exactly', () => {
    expect([0, 100, 150, 125, 105, 10_000].map(formatMultiple)).toEqual(['0', '1', '1.5', '1.25', '1.05', '100']);
    expect(() => formatMultiple(1.5)).toThrow(TypeError);
  });
});
