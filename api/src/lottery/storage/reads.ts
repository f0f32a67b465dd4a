import { ALL_CLASSES, classWins, maskNickname, type Locale } from 'shared-contracts';
import type { Db, Trx } from '../../db/schema';
import { dateRange, toUnixSeconds } from '../../domain/time';
import { issuesOfDay, decodeList } from '../../domain/lottery';
import { AppError } from '../../i18n/errors';
import { LOTTERY_ERR } from '../wire/errors';
import { baseLabel, className, localName, localTitle, oddsText, playMethod } from '../wire/labels';
import type { OrderAnswer } from './orders';

export const ISSUE_PAGE = 30;
export const CANDLES = 100;
export const ORDER_PAGE = 20;

/** oddsList: every odds row of a room, names in the request's language. */
export async function oddsList(db: Db, planId: number, lang: Locale) {
  const rows = await db
    .selectFrom('odds')
    .innerJoin('plans', 'plans.id', 'odds.plan_id')
    .select(['odds.class', 'odds.odds', 'odds.min_money', 'odds.max_money'])
    .where('odds.plan_id', '=', planId)
    .where('plans.retired_at', 'is', null) // a retired room is unknown to players
    .orderBy('odds.class')
    .execute();
  if (rows.length === 0) throw new AppError(LOTTERY_ERR.roomUnknown);
  return {
    rule_base: rows.map((r) => ({
      class: r.class,
      class_name: className(lang, r.class),
      odds: oddsText(r.odds),
      min_money: Number(r.min_money),
      max_money: Number(r.max_money),
    })),
  };
}

/** Rounds with a draw, a voided one's reason beside it (null otherwise). */
function drawnRounds(db: Db, gameId: number) {
  return db
    .selectFrom('lottery_rounds as r')
    .leftJoin('round_voids as v', 'v.round_id', 'r.id')
    .select(['r.issue', 'r.site_1', 'r.site_2', 'r.site_3', 'r.code', 'r.bet_count', 'r.draws_at', 'v.reason', 'v.voided_at'])
    .where('r.game_id', '=', gameId)
    .where('r.code', 'is not', null);
}

/** A voided round as the wire carries it; null when not voided. */
export function voidOf(row: { reason: string | null; voided_at: number | null }) {
  return row.reason === null ? null : { reason: row.reason, voided_at: toUnixSeconds(row.voided_at!) };
}

/** issueList: drawn rounds, newest first, optionally of one sales day ('YYYY-MM-DD' = issue prefix). */
export async function issueList(db: Db, gameId: number, lang: Locale, date?: string, page = 1) {
  let q = drawnRounds(db, gameId);
  if (date) {
    const day = issuesOfDay(date.replaceAll('-', ''));
    q = q.where('r.issue', '>=', day.from).where('r.issue', '<', day.before);
  }
  const rows = await q
    .orderBy('r.draws_at', 'desc')
    .limit(ISSUE_PAGE)
    .offset((page - 1) * ISSUE_PAGE)
    .execute();
  return rows.map((r) => ({
    issue: r.issue,
    site_1: r.site_1!,
    site_2: r.site_2!,
    site_3: r.site_3!,
    code: r.code!,
    base: baseLabel(lang, r.code!),
    join: r.bet_count,
    opentime: toUnixSeconds(r.draws_at),
    voided: voidOf(r),
  }));
}

/** cand: candles of the latest drawn rounds that stand (not voided), oldest first: open = site_1, high = max, low = min, close = site_3. */
export async function candles(db: Db, gameId: number) {
  const rows = (await drawnRounds(db, gameId).where('v.id', 'is', null).orderBy('r.draws_at', 'desc').limit(CANDLES).execute()).reverse();
  return rows.map((r) => {
    const digits = [r.site_1!, r.site_2!, r.site_3!];
    return {
      issue: r.issue,
      cand: [r.site_1!, Math.max(...digits), Math.min(...digits), r.site_3!] as [number, number, number, number],
      cand_code: r.code!,
      opentime: toUnixSeconds(r.draws_at),
    };
  });
}

/** A member's orders with what their rows show (game, room, a void), unordered: orderList and the console page them. */
export function ordersOf(db: Db | Trx, userId: number) {
  return db
    .selectFrom('lottery_orders as o')
    .innerJoin('plans as p', 'p.id', 'o.plan_id')
    .innerJoin('games as g', 'g.id', 'o.game_id')
    .leftJoin('round_voids as v', 'v.round_id', 'o.round_id')
    .select([
      'o.id',
      'o.order_no',
      'o.refund',
      'v.reason',
      'v.voided_at',
      'o.created_at',
      'o.game_id',
      'o.status',
      'o.whether_hit',
      'o.profit',
      'o.issue',
      'o.play_type',
      'o.quantity',
      'o.after_quantity',
      'g.name_tw',
      'g.name_zh',
      'g.name_en',
      'p.title_tw',
      'p.title_zh',
      'p.title_en',
    ])
    .where('o.user_id', '=', userId);
}

type OrderRead = Awaited<ReturnType<ReturnType<typeof ordersOf>['execute']>>[number];

/** An order read by ordersOf as the member's order list answers it, in `lang`. */
export function orderAnswerOf(lang: Locale, r: OrderRead) {
  return {
    orderNo: r.order_no,
    createtime: toUnixSeconds(r.created_at),
    name: localName(lang, r),
    plan_name: localTitle(lang, r),
    game_id: r.game_id,
    status: r.status,
    whether_hit: r.whether_hit,
    profit: Number(r.profit),
    issue: r.issue,
    play_method: playMethod(lang, decodeList(r.play_type)),
    play_type: r.play_type,
    quantity: Number(r.quantity),
    after_quantity: Number(r.after_quantity),
    voided: r.reason === null ? null : { ...voidOf(r)!, refund: r.refund === null ? null : Number(r.refund) },
  };
}

/** orderList: the member's orders placed between two dates (operator's days), newest first. */
export async function orderList(
  db: Db,
  userId: number,
  lang: Locale,
  timeZone: string,
  begin: string,
  end: string,
  page = 1,
): Promise<OrderAnswer[]> {
  const range = dateRange(begin, end, timeZone);
  const rows = await ordersOf(db, userId)
    .where('o.created_at', '>=', range.from)
    .where('o.created_at', '<', range.to)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(ORDER_PAGE)
    .offset((page - 1) * ORDER_PAGE)
    .execute();
  return rows.map((r) => orderAnswerOf(lang, r));
}

/**
 * verify: everything a player needs to recompute a drawn round, and its void if it was voided (a round voided before
 * its draw answers only that: no chain, link, digits or outcomes).
 */
export async function verifyRound(db: Db, gameId: number, issue: string) {
  const r = await db
    .selectFrom('lottery_rounds as r')
    .leftJoin('lottery_chains as c', 'c.id', 'r.chain_id')
    .leftJoin('round_voids as v', 'v.round_id', 'r.id')
    .select([
      'r.issue',
      'r.link',
      'r.chain_id',
      'r.chain_round',
      'r.site_1',
      'r.site_2',
      'r.site_3',
      'r.code',
      'c.commitment',
      'c.salt',
      'v.reason',
      'v.voided_at',
    ])
    .where('r.game_id', '=', gameId)
    .where('r.issue', '=', issue)
    .where((eb) => eb.or([eb('r.code', 'is not', null), eb('v.id', 'is not', null)]))
    .executeTakeFirst();
  if (!r) throw new AppError(LOTTERY_ERR.roundUnknown);
  const voided = voidOf(r);
  if (r.code === null)
    return {
      game_id: gameId,
      issue: r.issue,
      salt: null,
      link: null,
      previous_link: null,
      commitment: null,
      site_1: null,
      site_2: null,
      site_3: null,
      code: null,
      outcomes: [],
      voided,
    };
  // The link revealed before this round (the commitment for a chain's first): what sha256(link) must equal.
  const previous =
    r.chain_round === 1
      ? null
      : await db
          .selectFrom('lottery_rounds')
          .select('link')
          .where('chain_id', '=', r.chain_id)
          .where('chain_round', '=', r.chain_round! - 1)
          .executeTakeFirst();
  return {
    game_id: gameId,
    issue: r.issue,
    salt: r.salt,
    link: r.link!,
    previous_link: previous?.link ?? r.commitment,
    commitment: r.commitment,
    site_1: r.site_1!,
    site_2: r.site_2!,
    site_3: r.site_3!,
    code: r.code,
    outcomes: ALL_CLASSES.map((cls) => ({ class: cls, win: classWins(cls, r.code!) })),
    voided,
  };
}

/** A member's orders by number, each with its legs' columns and its round's draw (one indexed read). */
export async function ordersWithRounds(db: Db, userId: number, orderNos: string[]) {
  return db
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_rounds as r', 'r.id', 'o.round_id')
    .select(['o.order_no', 'o.play_type', 'o.odds', 'o.money', 'r.site_1', 'r.site_2', 'r.site_3', 'r.code'])
    .where('o.user_id', '=', userId)
    .where('o.order_no', 'in', orderNos)
    .execute();
}

export const RECENT_WINS = 20;

/** The latest real wins over every game (the home marquee): masked nicknames, net profit. */
export async function recentWins(db: Db, lang: Locale, limit = RECENT_WINS) {
  const rows = await db
    .selectFrom('lottery_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('games as g', 'g.id', 'o.game_id')
    .select(['u.nickname', 'g.name_tw', 'g.name_zh', 'g.name_en', 'o.profit', 'o.settled_at'])
    .where('o.whether_hit', '=', 1)
    .where('o.profit', '>', 0)
    .orderBy('o.settled_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    nickname: maskNickname(r.nickname),
    game_name: localName(lang, r),
    profit: Number(r.profit),
    createtime: toUnixSeconds(Number(r.settled_at)),
  }));
}
