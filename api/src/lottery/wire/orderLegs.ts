import { classWins, payout, type Locale } from 'shared-contracts';
import { className, oddsText } from './labels';
import { parseOrderBet } from '../../domain/lottery';

/** A round's draw as an order reads it: null until the round draws. */
export interface OrderDraw {
  site_1: number;
  site_2: number;
  site_3: number;
  code: number;
}

/**
 * An order's legs as the records show them: each class with the odds it was bought at and its stake, and once the
 * round drew, whether it won and what it paid (the settlement's own rule: stake x odds, money.ts rounding).
 */
export function orderLegs(locale: Locale, row: { play_type: string; odds: string; money: number }, draw: OrderDraw | null) {
  const bet = parseOrderBet(row);
  return bet.classes.map((cls, i) => {
    const win = draw === null ? null : classWins(cls, draw.code);
    const odds = bet.oddsHundredths[i]!;
    return {
      class: cls,
      class_name: className(locale, cls),
      odds: oddsText(odds),
      money: bet.moneyPerChoice,
      win,
      payout: win ? payout(bet.moneyPerChoice, odds) : 0,
    };
  });
}
