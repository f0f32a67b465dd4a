import { ALL_CLASSES, defaultOddsHundredths, unitsToMinor } from 'shared-contracts';

/** The four draw lines of docs/game-rules.md. */
export const GAMES = [
  { id: 1, code: 'singapore', name_tw: '新加坡', name_zh: '新加坡', name_en: 'Singapore' },
  { id: 2, code: 'new-zealand', name_tw: '紐西蘭', name_zh: '新西兰', name_en: 'New Zealand' },
  { id: 3, code: 'kuala-lumpur', name_tw: '吉隆坡', name_zh: '吉隆坡', name_en: 'Kuala Lumpur' },
  { id: 4, code: 'australia', name_tw: '澳洲', name_zh: '澳大利亚', name_en: 'Australia' },
] as const;

/** Four room tiers per game: minimum entry balance and per-bet limits grow with the tier (whole units here). */
export const TIERS = [
  { tier: 1, title_tw: '初級房', title_zh: '初级房', title_en: 'Beginner', joinmoeny: 10, min: 1, max: 500 },
  { tier: 2, title_tw: '中級房', title_zh: '中级房', title_en: 'Intermediate', joinmoeny: 100, min: 5, max: 2_000 },
  { tier: 3, title_tw: '高級房', title_zh: '高级房', title_en: 'Advanced', joinmoeny: 1_000, min: 10, max: 10_000 },
  { tier: 4, title_tw: 'VIP房', title_zh: 'VIP房', title_en: 'VIP', joinmoeny: 5_000, min: 50, max: 50_000 },
] as const;

/** Plan (room) id of a game's tier: 1-4 for Singapore, 5-8 for New Zealand, ... */
export function planId(gameId: number, tier: number): number {
  return (gameId - 1) * TIERS.length + tier;
}

export function planRows() {
  return GAMES.flatMap((g) =>
    TIERS.map((t) => ({
      id: planId(g.id, t.tier),
      game_id: g.id,
      tier: t.tier,
      title_tw: t.title_tw,
      title_zh: t.title_zh,
      title_en: t.title_en,
      joinmoeny: unitsToMinor(t.joinmoeny),
      min_money: unitsToMinor(t.min),
      max_money: unitsToMinor(t.max),
    })),
  );
}

/** Every outcome class of every room at its default odds, with the room's limits. */
export function oddsRows() {
  return planRows().flatMap((p) =>
    ALL_CLASSES.map((cls) => ({
      plan_id: p.id,
      class: cls,
      odds: defaultOddsHundredths(cls),
      min_money: p.min_money,
      max_money: p.max_money,
    })),
  );
}
