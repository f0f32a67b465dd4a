/**
 * The payout limits a game ships with (docs/game-rules.md 'Exposure'), minor units, for any one result: one order
 * 100,000u, one member's orders of a round 300,000u (per room), a whole round 1,000,000u (per game).
 */
export const DEFAULT_PAYOUT_LIMITS = { order: 10_000_000, member: 30_000_000, round: 100_000_000 } as const;
