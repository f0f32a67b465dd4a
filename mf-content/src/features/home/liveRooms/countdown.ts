/** Seconds left of a countdown the server gave `secondsThen` at `answeredAt` (ms), at `now` (ms); never below 0. */
export function secondsLeft(secondsThen: number, answeredAt: number, now: number): number {
  // A tick taken before the answer came counts as no time gone.
  return Math.max(0, secondsThen - Math.max(0, Math.floor((now - answeredAt) / 1000)));
}

/** 95 -> "01:35". */
export function clock(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
