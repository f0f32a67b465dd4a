import type { Locale } from 'shared-contracts';
import type { Db, Trx } from '../../db/schema';
import { className } from '../wire/labels';
import { rtpTenths } from './odds';
import { toUnixSeconds } from '../../domain/time';

/**
 * Every game with its status and every room (retired ones too, marked), each with its odds per class and the class's
 * theoretical return to player: what the console's games screen shows.
 */
export async function gamesOverview(db: Db | Trx, lang: Locale) {
  const games = await db
    .selectFrom('games')
    .select(['id', 'name_tw', 'name_zh', 'name_en', 'status', 'round_payout_limit'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const plans = await db.selectFrom('plans').selectAll().orderBy('game_id').orderBy('tier').execute();
  const odds = new Map<number, { class: number; odds: number }[]>();
  for (const row of await db.selectFrom('odds').select(['plan_id', 'class', 'odds']).orderBy('class').execute())
    odds.set(row.plan_id, [...(odds.get(row.plan_id) ?? []), row]);
  return games.map((game) => ({
    id: game.id,
    name_tw: game.name_tw,
    name_zh: game.name_zh,
    name_en: game.name_en,
    paused: game.status !== 1,
    round_payout_limit: Number(game.round_payout_limit),
    rooms: plans
      .filter((plan) => plan.game_id === game.id)
      .map((plan) => ({
        id: plan.id,
        tier: plan.tier,
        title_tw: plan.title_tw,
        title_zh: plan.title_zh,
        title_en: plan.title_en,
        joinmoeny: Number(plan.joinmoeny),
        min_money: Number(plan.min_money),
        max_money: Number(plan.max_money),
        order_payout_limit: Number(plan.order_payout_limit),
        member_payout_limit: Number(plan.member_payout_limit),
        retired_at: plan.retired_at === null ? null : toUnixSeconds(plan.retired_at),
        odds: (odds.get(plan.id) ?? []).map((row) => ({
          class: row.class,
          class_name: className(lang, row.class),
          odds: row.odds,
          rtp_tenths: rtpTenths(row.class, row.odds),
        })),
      })),
  }));
}
