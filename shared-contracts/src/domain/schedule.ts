/**
 * The shipped defaults of the lottery calendar (docs/game-rules.md; api/src/lottery/engine/settings.ts reads the
 * operator's LOTTERY_* settings over them). The api does not serve its settings, so the product description
 * shows these, called defaults.
 */
export const DEFAULT_SCHEDULE = {
  roundSeconds: 210,
  sealSeconds: 30,
  salesOpen: '10:00',
  salesClose: '02:00',
  timeZone: 'Asia/Taipei',
} as const;
