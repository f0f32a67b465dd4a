import type { FastifyInstance } from 'fastify';
import { opsBreakdown, opsLiability, opsWithdrawalDates } from 'shared-contracts/ops';
import { addDays, startOfDate, toUnixSeconds } from '../domain/time';
import { opsCall } from '../http/opsRoute';
import { breakdown } from '../reports/breakdown';
import { liabilityAt } from '../reports/liability';
import { daysBetween } from '../reports/periods';
import { withdrawalsBySpan } from '../reports/withdrawalDates';
import { breakdownOnTheWire, withdrawalDayOnTheWire } from '../reports/wire';

/** The reports an operator files (issue 39): every role reads them, as opsReport. Days are the sales time zone's. */
export default async function opsReportsRoutes(app: FastifyInstance) {
  const timeZone = app.config.lottery.calendar.timeZone;

  opsCall(app, opsLiability, {
    permission: 'read',
    handle: async ({ db, input }) => {
      const at = startOfDate(addDays(input.date, 1), timeZone);
      const liability = await liabilityAt(db, at);
      return {
        time_zone: timeZone,
        at: toUnixSeconds(at),
        balances: liability.balances,
        pending_withdrawals: liability.pendingWithdrawals,
        locked_bonuses: liability.lockedBonuses,
        total: liability.total,
      };
    },
  });

  opsCall(app, opsBreakdown, {
    permission: 'read',
    handle: async ({ db, input }) => {
      const { bounds } = daysBetween(input.from, input.to, timeZone);
      return { time_zone: timeZone, ...breakdownOnTheWire(await breakdown(db, bounds[0]!, bounds[bounds.length - 1]!)) };
    },
  });

  opsCall(app, opsWithdrawalDates, {
    permission: 'read',
    handle: async ({ db, input }) => {
      const spans = daysBetween(input.from, input.to, timeZone);
      const bounds = spans.bounds;
      const [rows, [total]] = await Promise.all([
        withdrawalsBySpan(db, bounds),
        withdrawalsBySpan(db, [bounds[0]!, bounds[bounds.length - 1]!]),
      ]);
      return {
        time_zone: timeZone,
        rows: rows.map((row, i) => ({ date: spans.labels[i]!, ...withdrawalDayOnTheWire(row) })),
        total: withdrawalDayOnTheWire(total!),
      };
    },
  });
}
