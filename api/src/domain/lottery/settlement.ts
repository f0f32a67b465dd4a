import { classWins, payout, type Minor } from 'shared-contracts';

/** A bet as accepted: its classes, the odds (hundredths) each had when it was placed, and the stake per class. */
export interface PlacedBet {
  classes: readonly number[];
  oddsHundredths: readonly number[];
  moneyPerChoice: Minor;
}

export interface BetSettlement {
  /** 1 when at least one class won. */
  whetherHit: 0 | 1;
  /** Paid back to the balance: the sum of stake x odds over the winning classes (money.ts rounding). */
  payout: Minor;
  /** payout - everything staked (docs/game-rules.md: a 10u stake at 1.98 that wins has a profit of 9.8u). */
  profit: Minor;
}

export function stakeOf(bet: PlacedBet): Minor {
  return bet.moneyPerChoice * bet.classes.length;
}

export function settleBet(bet: PlacedBet, sum: number): BetSettlement {
  let paid = 0;
  bet.classes.forEach((cls, i) => {
    if (classWins(cls, sum)) paid += payout(bet.moneyPerChoice, bet.oddsHundredths[i]!);
  });
  return { whetherHit: paid > 0 ? 1 : 0, payout: paid, profit: paid - stakeOf(bet) };
}
