/** Milliseconds from `nowMs` to the next whole multiple of `minutes` since the session started (`startedAt`, unix seconds). */
export function msToNextCheck(startedAt: number, minutes: number, nowMs: number): number {
  const every = minutes * 60_000;
  const played = Math.max(0, nowMs - startedAt * 1000);
  return every - (played % every);
}

/** Whole minutes played since `startedAt` (unix seconds). */
export function minutesPlayed(startedAt: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startedAt * 1000) / 60_000));
}
