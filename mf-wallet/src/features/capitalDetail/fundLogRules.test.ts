import { wallet } from 'shared-contracts/api';
import { FUND_FILTERS, FUND_TYPE_NAMES, fundTypeOf, PAYOUT_BEING_CHECKED, shortHash } from './fundLogRules';

describe('fundLogRules', () => {
  it("sends no type for 'all', 0 for deposit and the index minus one for the others", () => {
    expect(FUND_FILTERS.map(fundTypeOf)).toEqual([undefined, 0, 1, 2, 3, 4]);
    expect(fundTypeOf('withdrawal')).toBe(1);
    expect(fundTypeOf('gift')).toBe(4);
  });

  it("matches the contract's type codes", () => {
    for (const name of FUND_TYPE_NAMES) expect(fundTypeOf(name)).toBe(wallet.FUND_TYPES[name]);
  });

  it('shortens a transaction hash to its first 6 and last 4 characters', () => {
    expect(shortHash(`0x1234${'0'.repeat(56)}abcd`)).toBe('0x1234…abcd');
    expect(shortHash('0x12')).toBe('0x12');
  });

  it('tells the member a payout is being checked exactly when it is flagged for the operator', () => {
    for (const state of wallet.PAYOUT_STATES) expect(PAYOUT_BEING_CHECKED[state]).toBe(wallet.FLAGGED_PAYOUT_STATES.includes(state));
  });
});
