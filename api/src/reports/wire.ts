// The reports as the console's calls answer them (shared-contracts/ops reports.ts): snake case, names per language.
import type { Breakdown } from './breakdown';
import type { WithdrawalDay } from './withdrawalDates';

export function breakdownOnTheWire(b: Breakdown) {
  const played = (p: { stakes: number; payouts: number; ggr: number; orders: number }) => ({
    stakes: p.stakes,
    payouts: p.payouts,
    ggr: p.ggr,
    orders: p.orders,
  });
  return {
    games: b.games.map((g) => ({ game_id: g.gameId, name_tw: g.names.tw, name_zh: g.names.zh, name_en: g.names.en, ...played(g) })),
    rooms: b.rooms.map((r) => ({
      plan_id: r.planId,
      game_id: r.gameId,
      tier: r.tier,
      title_tw: r.titles.tw,
      title_zh: r.titles.zh,
      title_en: r.titles.en,
      ...played(r),
    })),
    programs: b.programs.map((p) => ({ program: p.program, bonuses: p.bonuses, count: p.count })),
  };
}

export function withdrawalDayOnTheWire(day: WithdrawalDay) {
  return {
    requested: day.requested,
    requested_count: day.requestedCount,
    approved: day.approved,
    approved_count: day.approvedCount,
    rejected: day.rejected,
    rejected_count: day.rejectedCount,
  };
}
