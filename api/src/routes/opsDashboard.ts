import type { FastifyInstance } from 'fastify';
import { opsCheck, opsDashboard, opsReport, type OpsFigures } from 'shared-contracts/ops';
import { TRON_BLOCK_SECONDS } from '../chain/lag';
import { calendarMonthOf, dateIn, dayOf, toUnixSeconds } from '../domain/time';
import { opsCall } from '../http/opsRoute';
import { checkChains, checkLedger } from '../reports/checks';
import { classFigures, figuresBySpan, type Figures } from '../reports/figures';
import { daysOfMonth, monthsOfYear } from '../reports/periods';
import { drawLeader, queueLengths, watcherLag } from '../reports/status';

function wire(f: Figures): OpsFigures {
  return {
    deposits: f.deposits,
    withdrawals: f.withdrawals,
    stakes: f.stakes,
    payouts: f.payouts,
    bonuses: f.bonuses,
    ggr: f.ggr,
    ngr: f.ngr,
    active_members: f.activeMembers,
    orders: f.orders,
  };
}

/** The back office's dashboard, reports and checks (issue 29), through http/opsRoute.ts as routes/ops.ts. */
export default async function opsDashboardRoutes(app: FastifyInstance) {
  // Days and months are the sales time zone's, as the players' order lists count them.
  const timeZone = app.config.lottery.calendar.timeZone;

  opsCall(app, opsDashboard, {
    permission: 'read',
    handle: async ({ db }) => {
      const now = Date.now();
      const today = dayOf(now, timeZone);
      const month = calendarMonthOf(now, timeZone);
      const [[todayFigures], [monthFigures], classes, queues, leader, watcher] = await Promise.all([
        figuresBySpan(db, [today.from, today.to]),
        figuresBySpan(db, [month.from, month.to]),
        classFigures(db, month.from, month.to),
        queueLengths(db, now),
        drawLeader(db, now),
        watcherLag(db, app.config.chain),
      ]);
      return {
        time_zone: timeZone,
        today: { date: dateIn(now, timeZone), figures: wire(todayFigures!) },
        month: {
          month: dateIn(now, timeZone).slice(0, 7),
          figures: wire(monthFigures!),
          classes: classes.map((c) => ({
            class: c.cls,
            stakes: c.stakes,
            payouts: c.payouts,
            realised_bp: c.realisedBp,
            theoretical_bp: c.theoreticalBp,
          })),
        },
        queues,
        leader: leader && { id: leader.id, since: toUnixSeconds(leader.since), last_draw: toUnixSeconds(leader.lastDrawAt) },
        this_process: { id: app.lottery.id, leading: app.lottery.isLeader },
        watcher:
          watcher.state === 'on'
            ? { state: 'on' as const, lag_blocks: watcher.lagBlocks, lag_seconds: watcher.lagBlocks * TRON_BLOCK_SECONDS }
            : { state: watcher.state, lag_blocks: null, lag_seconds: null },
      };
    },
  });

  opsCall(app, opsReport, {
    permission: 'read',
    handle: async ({ db, input }) => {
      const spans = input.period === 'daily' ? daysOfMonth(input.at, timeZone) : monthsOfYear(input.at, timeZone);
      const bounds = spans.bounds;
      const [rows, [total]] = await Promise.all([figuresBySpan(db, bounds), figuresBySpan(db, [bounds[0]!, bounds[bounds.length - 1]!])]);
      return {
        time_zone: timeZone,
        rows: rows.map((row, i) => ({ label: spans.labels[i]!, ...wire(row) })),
        total: wire(total!),
      };
    },
  });

  opsCall(app, opsCheck, {
    permission: 'admin',
    handle: async ({ db, input }) => {
      const report = input.which === 'ledger' ? await checkLedger(db) : await checkChains(db);
      return { ok: report.failure === null, lines: report.lines, failure: report.failure };
    },
  });
}
