import { id } from './common';

describe('id', () => {
  it.each([
    [1, 1],
    [2 ** 31 - 1, 2 ** 31 - 1],
    ['12', 12],
    ['2147483647', 2 ** 31 - 1],
  ])('takes %p as %p', (given, taken) => {
    expect(id.parse(given)).toBe(taken);
  });

  // z.coerce.number() turned true, [1] and " 1 " into 1: a client may send an integer or its canonical text only.
  it.each([
    true,
    false,
    [1],
    ['1'],
    ' 1 ',
    '1 ',
    '01',
    '+1',
    '-1',
    '1.0',
    '1e0',
    '0x1',
    '',
    '0',
    0,
    -1,
    1.5,
    2 ** 31,
    '2147483648',
    null,
    {},
    NaN,
    Infinity,
  ])('refuses %p', (given) => expect(id.safeParse(given).success).toBe(false));
});
