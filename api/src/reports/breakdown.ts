// The figures of a span per game, per room and per program (issue 39): stakes, payouts and GGR of the orders settled
// in it by where they were played, and the bonuses granted in it by the program that granted them. Guests left out;
// the same rows figures.ts sums, so each part adds up to its figure.
import { sql } from 'kysely';
import { GROUP_GUEST } from 'shared-contracts';
import { BONUS_PROGRAMS } from 'shared-contracts/ops';
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE, MARK } from '../domain/ledger';
import { notACorrection } from './figures';
import { ORDER_STATUS } from '../domain/lottery';

export interface Played {
  stakes: number;
  payouts: number;
  ggr: number;
  orders: number;
}

export type BonusProgram = (typeof BONUS_PROGRAMS)[number];

export interface Breakdown {
  games: Array<{ gameId: number; names: { tw: string; zh: string; en: string } } & Played>;
  rooms: Array<{ planId: number; gameId: number; tier: number; titles: { tw: string; zh: string; en: string } } & Played>;
  programs: Array<{ program: BonusProgram; bonuses: number; count: number }>;
}

const NOTHING: Played = { stakes: 0, payouts: 0, ggr: 0, orders: 0 };

/** Every game and room (idle ones at 0, retired rooms too) and every program, for [from, to) (unix ms). */
export async function breakdown(db: Db | Trx, from: number, to: number): Promise<Breakdown> {
  const [games, plans, played, granted] = await Promise.all([
    db.selectFrom('games').select(['id', 'name_tw', 'name_zh', 'name_en']).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('plans')
      .select(['id', 'game_id', 'tier', 'title_tw', 'title_zh', 'title_en'])
      .orderBy('game_id')
      .orderBy('tier')
      .execute(),
    playedByRoom(db, from, to),
    bonusesByProgram(db, from, to),
  ]);
  const byGame = new Map<number, Played>();
  for (const [planId, room] of played) {
    const gameId = plans.find((plan) => Number(plan.id) === planId)?.game_id;
    if (gameId === undefined) continue;
    const sums = byGame.get(Number(gameId)) ?? { ...NOTHING };
    byGame.set(Number(gameId), add(sums, room));
  }
  return {
    games: games.map((g) => ({
      gameId: Number(g.id),
      names: { tw: g.name_tw, zh: g.name_zh, en: g.name_en },
      ...(byGame.get(Number(g.id)) ?? NOTHING),
    })),
    rooms: plans.map((p) => ({
      planId: Number(p.id),
      gameId: Number(p.game_id),
      tier: Number(p.tier),
      titles: { tw: p.title_tw, zh: p.title_zh, en: p.title_en },
      ...(played.get(Number(p.id)) ?? NOTHING),
    })),
    programs: BONUS_PROGRAMS.map((program) => ({ program, ...(granted.get(program) ?? { bonuses: 0, count: 0 }) })),
  };
}

function add(sums: Played, more: Played): Played {
  const stakes = sums.stakes + more.stakes;
  const payouts = sums.payouts + more.payouts;
  return { stakes, payouts, ggr: stakes - payouts, orders: sums.orders + more.orders };
}

/** Orders settled in the span, per room. */
async function playedByRoom(db: Db | Trx, from: number, to: number): Promise<Map<number, Played>> {
  const rows = await db
    .selectFrom('lottery_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.plan_id',
      eb.fn.sum<string | number>('o.quantity').as('stakes'),
      eb.fn.sum<string | number>('o.payout').as('payouts'),
      eb.fn.countAll<string | number>().as('orders'),
    ])
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('o.status', '=', ORDER_STATUS.settled)
    .where('o.settled_at', '>=', from)
    .where('o.settled_at', '<', to)
    .groupBy('o.plan_id')
    .execute();
  return new Map(
    rows.map((row) => {
      const stakes = Number(row.stakes);
      const payouts = Number(row.payouts);
      return [Number(row.plan_id), { stakes, payouts, ggr: stakes - payouts, orders: Number(row.orders) }];
    }),
  );
}

/**
 * Bonuses granted in the span, per program: a deposit's bonus (its mark), a fixed deposit's (a term's release, or a
 * month credited before terms: their refs), anything else an operator's gift. Corrections are no bonus (figures.ts).
 */
async function bonusesByProgram(db: Db | Trx, from: number, to: number): Promise<Map<BonusProgram, { bonuses: number; count: number }>> {
  // Literals, not parameters: PostgreSQL groups by the expression only when the select's is the very same text.
  const program = sql<BonusProgram>`CASE WHEN e.mark = ${sql.lit(MARK.depositBonus)} THEN 'deposit_bonus'
    WHEN e.ref LIKE 'fixed-deposit%' THEN 'fixed_deposit' ELSE 'gift' END`;
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select((eb) => [
      program.as('program'),
      eb.fn.sum<string | number>('e.amount').as('bonuses'),
      eb.fn.countAll<string | number>().as('n'),
    ])
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('e.type', '=', ENTRY_TYPE.gift)
    .where('e.status', '=', ENTRY_STATUS.passed)
    .where(notACorrection)
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .groupBy(program)
    .execute();
  return new Map(rows.map((row) => [row.program, { bonuses: Number(row.bonuses), count: Number(row.n) }]));
}
