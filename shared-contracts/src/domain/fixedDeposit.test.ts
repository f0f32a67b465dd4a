import { fixedDepositPayoutDate, fixedDepositTierPercent } from './fixedDeposit';

describe('the fixed deposit as the screens state it', () => {
  it("names a month's payout day: the 30th, or February's last", () => {
    expect(['2026-11', '2027-02', '2028-02', '2026-12'].map(fixedDepositPayoutDate)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2028-02-29',
      '2026-12-30',
    ]);
  });

  it("states a tier's rate exactly, to a hundredth of a percent", () => {
    expect(fixedDepositTierPercent({ reserve: 10_000_000, bonus: 500_000 })).toBe('5%');
    expect(fixedDepositTierPercent({ reserve: 16_000_000, bonus: 1_000_000 })).toBe('6.25%');
  });
});
