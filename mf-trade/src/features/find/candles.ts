import { baseClasses } from 'shared-contracts';
import type { CallResponse } from 'shared-contracts/api';

export type Candle = CallResponse<'cand'>[number];

export const LONG_COLOR = '#e5484d';
export const SHORT_COLOR = '#12a150';

/** A round as a candlestick point: open = site_1, high = max digit, low = min digit, close = site_3, coloured long or short by its sum. */
export function candlePoints(candles: readonly Candle[]) {
  return candles.map((c) => ({
    x: c.opentime * 1000,
    open: c.cand[0],
    high: c.cand[1],
    low: c.cand[2],
    close: c.cand[3],
    color: baseClasses(c.cand_code)[0] === 1 ? LONG_COLOR : SHORT_COLOR,
    name: c.issue,
    sum: c.cand_code,
  }));
}
