import { wallet } from 'shared-contracts/api';
import { FUND_FILTERS, FUND_TYPE_NAMES, fundTypeOf } from './fundLogRules';

describe('fundLogRules', () => {
  it("sends no type for 'all', 0 for deposit and the index minus one for the others", () => {
    expect(FUND_FILTERS.map(fundTypeOf)).toEqual([undefined, 0, 1, 2, 3, 4]);
    expect(fundTypeOf('withdrawal')).toBe(1);
    expect(fundTypeOf('gift')).toBe(4);
  });

  it("matches the contract's type codes", () => {
    for (const name of FUND_TYPE_NAMES) expect(fundTypeOf(name)).toBe(wallet.FUND_TYPES[name]);
  });
});
