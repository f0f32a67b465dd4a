import type { FastifyInstance } from 'fastify';
import type { Locale } from 'shared-contracts';
import { lottery } from 'shared-contracts/api';
import type { Db } from '../db/schema';
import { checkDate, checkDateRange } from '../http/dates';
import { AppError } from '../i18n/errors';
import { readCall, writeCall } from '../http/route';
import { LOTTERY_ERR } from '../lottery/wire/errors';
import { localName, localTitle } from '../lottery/wire/labels';
import { orderLegs, type OrderDraw } from '../lottery/wire/orderLegs';
import { placeOrder } from '../lottery/storage/orders';
import { candles, issueList, oddsList, orderList, ordersWithRounds, verifyRound } from '../lottery/storage/reads';
import { ROUND_STATUS } from '../lottery/storage/tables';

/**
 * The heartbeat's lists, built once per room list and key (issue, language): the room state replaces its
 * lists on refresh and never changes one in place, so a list's rendering stays right as long as the list lives.
 */
const rendered = new WeakMap<object, Map<string, unknown>>();
function once<T>(list: object, key: string, render: () => T): T {
  let byKey = rendered.get(list);
  if (!byKey) {
    byKey = new Map();
    rendered.set(list, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, render());
  return byKey.get(key) as T;
}

/** A list of once(), serialized when first sent: the feed is most of a heartbeat's bytes, and the same for its room. */
const serialized = new WeakMap<object, string>();
function jsonOf(list: object): string {
  let json = serialized.get(list);
  if (json === undefined) serialized.set(list, (json = JSON.stringify(list)));
  return json;
}
const NO_BETS: never[] = [];

/**
 * The heartbeat's answer as JSON (its reply's serializer): the two lists from their serialized copies, the rest
 * by JSON.stringify. The same JSON as JSON.stringify would write but for the lists' place (last), at a fraction
 * of the cost: stringifying the feed was the largest part of a heartbeat (bench/lottery.bench.mjs).
 */
function heartJson({ data, ...envelope }: { data: { message: object; hit_notice: object } }): string {
  const { message, hit_notice, ...rest } = data;
  // `data` written last, so its closing braces are the text's last two characters.
  return `${JSON.stringify({ ...envelope, data: rest }).slice(0, -2)},"message":${jsonOf(message)},"hit_notice":${jsonOf(hit_notice)}}}`;
}

/**
 * A page of orders with what the records need to say what happened: each order's legs (odds, stake, win, payout)
 * and its round's draw, null until drawn. One indexed read by order number for the whole page.
 */
async function withLegsAndDraw<O extends { orderNo: string }>(db: Db, userId: number, lang: Locale, orders: O[]) {
  if (orders.length === 0) return [];
  const rows = await ordersWithRounds(
    db,
    userId,
    orders.map((o) => o.orderNo),
  );
  const byNo = new Map(rows.map((r) => [r.order_no, r]));
  return orders.map((order) => {
    const r = byNo.get(order.orderNo)!;
    const draw: OrderDraw | null =
      r.round_status >= ROUND_STATUS.drawn ? { site_1: r.site_1!, site_2: r.site_2!, site_3: r.site_3!, code: r.code! } : null;
    return { ...order, legs: orderLegs(lang, { play_type: r.play_type, odds: r.odds, money: Number(r.money) }, draw), draw };
  });
}

/** The trade calls of docs/api.md (and verify). Hot calls answer from the engine's room state. */
export default async function lotteryRoutes(app: FastifyInstance) {
  const engine = app.lottery;
  const { timeZone } = app.config.lottery.calendar;

  readCall(app, lottery.lotteryIndex, {
    handle: async ({ input, lang }) => ({
      gameList: engine.state
        .all()
        .filter((g) => input.game_id === undefined || g.id === input.game_id)
        .map((g) => ({
          id: g.id,
          name: localName(lang, g.names),
          game_status: g.status,
          issue: { last_issue: g.lastDraw?.issue ?? null, last_code: g.lastDraw?.code ?? null },
          planList: [...g.rooms.values()].map(({ plan }) => ({
            id: plan.id,
            game_id: g.id,
            title: localTitle(lang, plan),
            joinmoeny: plan.joinmoeny,
            min_money: plan.min_money,
            max_money: plan.max_money,
            issue: { last_code: g.lastDraw?.code ?? null },
          })),
        })),
    }),
  });

  readCall(app, lottery.heart, {
    // Room state and the balance come from memory: the heartbeat keeps answering while the database is away.
    fromMemory: true,
    handle: async ({ user, input, lang, reply }) => {
      const game = engine.state.view(input.game_id);
      const room = game?.rooms.get(input.plan_id);
      if (!game || !room) throw new AppError(LOTTERY_ERR.roomUnknown);
      const now = engine.clock();
      const round = engine.currentRound(now);
      if ((round?.issue ?? null) !== game.currentIssue) void engine.state.refreshGame(game.id);
      // From memory: updated at commit by this process's ledger writes and, on PostgreSQL, others' (wallet/balanceCache.ts).
      const money = await app.balances.balanceOf(user.id);
      const sealed = round !== null && now >= round.sealsAt;
      reply.serializer(heartJson); // nothing below can fail: an error's answer keeps the plain serializer
      reply.type('application/json; charset=utf-8'); // a custom serializer leaves the type unset
      return {
        last_issue: game.lastDraw && {
          issue: game.lastDraw.issue,
          site_1: game.lastDraw.site_1,
          site_2: game.lastDraw.site_2,
          site_3: game.lastDraw.site_3,
          code: game.lastDraw.code,
        },
        issue: round && {
          issue: round.issue,
          openTime1: Math.ceil(((sealed ? round.drawsAt : round.sealsAt) - now) / 1000),
          whether_close: sealed,
        },
        game_status: game.status,
        user_quantity: { money },
        // Apart from the shared feed (serialized once per room): which of its bets are the asker's own.
        mine: round ? room.messages.filter((m) => m.userId === user.id && m.issue === round.issue).map((m) => m.id) : [],
        message: round
          ? once(room.messages, `${round.issue}:${lang}`, () =>
              room.messages
                .filter((m) => m.issue === round.issue)
                .map((m) => ({
                  id: m.id,
                  nickname: m.nickname,
                  issue: m.issue,
                  play_method: m.playMethod[lang],
                  quantity: m.quantity,
                  play_type: m.play_type,
                })),
            )
          : NO_BETS,
        hit_notice: once(room.hits, `${localName(lang, game.names)}:${lang}`, () =>
          room.hits.map((h) => ({
            nickname: h.nickname,
            game_name: localName(lang, game.names),
            profit: h.profit,
            createtime: h.createtime,
          })),
        ),
        commitment: game.chain?.commitment ?? '',
        previous_link: game.chain?.previousLink ?? null,
      };
    },
  });

  readCall(app, lottery.oddsList, { handle: async ({ db, input, lang }) => oddsList(db, input.plan_id, lang) });

  writeCall(app, lottery.playOrder, {
    handle: async ({ db, user, input, lang }) =>
      placeOrder(
        db,
        engine,
        {
          userId: user.id,
          gameId: input.game_id,
          planId: input.plan_id,
          issue: input.issue,
          playType: input.play_type,
          money: input.money,
        },
        engine.clock(),
        lang,
      ),
    message: 'server.trade.ordered',
  });

  readCall(app, lottery.issueList, {
    handle: async ({ db, input, lang }) =>
      issueList(db, input.game_id, lang, input.date && checkDate(input.date, 'date', lang, timeZone), input.page),
  });

  readCall(app, lottery.cand, { handle: async ({ db, input }) => candles(db, input.game_id) });

  readCall(app, lottery.orderList, {
    handle: async ({ db, user, input, lang }) => {
      const { begin, end } = checkDateRange(input, lang, timeZone);
      return withLegsAndDraw(db, user.id, lang, await orderList(db, user.id, lang, timeZone, begin, end, input.page));
    },
  });

  readCall(app, lottery.verify, { handle: async ({ db, input }) => verifyRound(db, input.game_id, input.issue) });
}
