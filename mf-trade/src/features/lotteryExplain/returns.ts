import { MAX_SUM, classWins, winningDraws } from 'shared-contracts';
import { oddsHundredths } from '../../shared/api/oddsList';

/** The sums a class wins on, written short: "14-27", "15, 17 … 27", "8". */
export function sumsText(cls: number): string {
  const sums = Array.from({ length: MAX_SUM + 1 }, (_, s) => s).filter((s) => classWins(cls, s));
  const first = sums[0]!;
  const last = sums.at(-1)!;
  if (sums.length === 1) return String(first);
  if (sums.length === last - first + 1) return `${first}-${last}`;
  return `${first}, ${sums[1]} … ${last}`;
}

/** Chance of winning in percent, one decimal: 500 of 1000 draws -> "50.0%". */
export function chanceText(cls: number): string {
  return `${(winningDraws(cls) / 10).toFixed(1)}%`;
}

/** Return to player = chance x odds, in percent with one decimal (docs/game-rules.md): class 1 at 1.98 -> "99.0%". */
export function rtpText(cls: number, odds: string): string {
  return `${((winningDraws(cls) * oddsHundredths(odds)) / 1000).toFixed(1)}%`;
}
