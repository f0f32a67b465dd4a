import type { FastifyInstance } from 'fastify';
import type { Locale } from 'shared-contracts';
import { lottery } from 'shared-contracts/api';
import type { Db } from '../db/schema';
import { checkDate, checkDateRange } from '../http/dates';
import { readCall, writeCall } from '../http/route';
import { localName, localTitle } from '../lottery/wire/labels';
import { orderLegs, type OrderDraw } from '../lottery/wire/orderLegs';
import { placeOrder } from '../lottery/storage/orders';
import { candles, issueList, oddsList, orderList, ordersWithRounds, verifyRound } from '../lottery/storage/reads';
import { payoutCapacity } from '../lottery/storage/exposure';
import { heartAnswer, heartJson } from '../live/heart';

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
    const draw: OrderDraw | null = r.code !== null ? { site_1: r.site_1!, site_2: r.site_2!, site_3: r.site_3!, code: r.code } : null;
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
      const answer = await heartAnswer(engine, app.balances, user.id, input.game_id, input.plan_id, lang);
      reply.serializer(heartJson); // nothing below can fail: an error's answer keeps the plain serializer
      reply.type('application/json; charset=utf-8'); // a custom serializer leaves the type unset
      return answer;
    },
  });

  readCall(app, lottery.oddsList, { handle: async ({ db, input, lang }) => oddsList(db, input.plan_id, lang) });

  readCall(app, lottery.payoutRoom, {
    handle: async ({ db, user, input }) => {
      const issue = engine.currentRound()?.issue ?? null;
      const capacity = await payoutCapacity(db, { userId: user.id, gameId: input.game_id, planId: input.plan_id, issue });
      return { issue, capacity };
    },
  });

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
    handle: async ({ db, user, input, lang, dialect }) => {
      const { begin, end } = checkDateRange(input, lang, timeZone, dialect);
      return withLegsAndDraw(db, user.id, lang, await orderList(db, user.id, lang, timeZone, begin, end, input.page));
    },
  });

  readCall(app, lottery.verify, { handle: async ({ db, input }) => verifyRound(db, input.game_id, input.issue) });
}
