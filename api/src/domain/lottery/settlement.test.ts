import { settleBet, stakeOf } from './settlement';

describe('settlement', () => {
  it('pays stake x odds on a win (docs/game-rules.md: 10u at 1.98 pays 19.8u, profit 9.8u)', () => {
    const r = settleBet({ classes: [1], oddsHundredths: [198], moneyPerChoice: 1000 }, 14);
    expect(r).toEqual({ whetherHit: 1, payout: 1980, profit: 980 });
  });

  it('pays nothing on a loss', () => {
    expect(settleBet({ classes: [1], oddsHundredths: [198], moneyPerChoice: 1000 }, 13)).toEqual({
      whetherHit: 0,
      payout: 0,
      profit: -1000,
    });
  });

  it('adds up the winning classes of a multi-class bet with the odds each had when placed', () => {
    // sum 22: long (1) and even (4) and extreme long (22) win, short (2) loses
    const bet = { classes: [1, 2, 4, 22], oddsHundredths: [198, 198, 150, 1700], moneyPerChoice: 333 };
    const r = settleBet(bet, 22);
    expect(stakeOf(bet)).toBe(1332);
    expect(r.payout).toBe(659 + 499 + 5661); // floor(333*1.98), floor(333*1.5), floor(333*17)
    expect(r.profit).toBe(r.payout - 1332);
    expect(r.whetherHit).toBe(1);
  });

  it('rounds payouts down to the minor unit as money.ts documents', () => {
    expect(settleBet({ classes: [113], oddsHundredths: [1266], moneyPerChoice: 7 }, 13).payout).toBe(88); // 7 x 12.66 = 88.62
  });
});
