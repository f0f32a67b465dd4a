import type { PlacedBet } from './settlement';

/** Orders store their classes and the odds each had as comma lists ("1,3,105" / "198,198,1357"). */
export function encodeList(values: readonly number[]): string {
  return values.join(',');
}

export function decodeList(text: string): number[] {
  return text === '' ? [] : text.split(',').map(Number);
}

export function parseOrderBet(row: { play_type: string; odds: string; money: number }): PlacedBet {
  return { classes: decodeList(row.play_type), oddsHundredths: decodeList(row.odds), moneyPerChoice: Number(row.money) };
}
