import type { BreakLength } from 'shared-contracts/api';

const HOUR_MS = 3_600_000;

/** When a break of `length` taken at `nowMs` ends (unix seconds): hours and days exactly, months and years by the calendar. */
export function breakEnd(length: BreakLength, nowMs: number): number {
  const end = new Date(nowMs);
  switch (length) {
    case '24h':
      end.setTime(nowMs + 24 * HOUR_MS);
      break;
    case '7d':
      end.setTime(nowMs + 7 * 24 * HOUR_MS);
      break;
    case '30d':
      end.setTime(nowMs + 30 * 24 * HOUR_MS);
      break;
    case '6m':
      end.setMonth(end.getMonth() + 6);
      break;
    case '1y':
      end.setFullYear(end.getFullYear() + 1);
      break;
    case '5y':
      end.setFullYear(end.getFullYear() + 5);
      break;
  }
  return Math.floor(end.getTime() / 1000);
}
