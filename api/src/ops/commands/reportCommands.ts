// The reports an operator files (issue 39), from the shell: the same services and the same checks of their input as the
// console's reports screen (opsReport, opsLiability, opsBreakdown, opsWithdrawalDates). Days are the sales time zone's.
import { opsBreakdown, opsCaseReport, opsLiability, opsReport, opsWithdrawalDates } from 'shared-contracts/ops';
import { caseReport, type CaseCounts } from '../../aml/cases';
import { addDays, startOfDate } from '../../domain/time';
import { breakdown } from '../../reports/breakdown';
import { figuresBySpan, type Figures } from '../../reports/figures';
import { liabilityAt } from '../../reports/liability';
import { daysBetween, daysOfMonth, monthsOfYear } from '../../reports/periods';
import { withdrawalsBySpan, type WithdrawalDay } from '../../reports/withdrawalDates';
import { usageError, type CliContext, type OpsCommand } from '../command';
import { csvFlag, printTable, type ReportColumn } from '../reportTable';
import type { z } from 'zod';
import { parsed } from './requestArgs';

const zoneOf = (ctx: CliContext) => ctx.config.lottery.calendar.timeZone;

type Labelled<T> = T & { label: string };

const FIGURE_COLUMNS: ReportColumn<Labelled<Figures>>[] = [
  { header: 'period', cell: (r) => r.label },
  { header: 'deposits', cell: (r) => r.deposits, money: true },
  { header: 'withdrawals', cell: (r) => r.withdrawals, money: true },
  { header: 'stakes', cell: (r) => r.stakes, money: true },
  { header: 'payouts', cell: (r) => r.payouts, money: true },
  { header: 'bonuses', cell: (r) => r.bonuses, money: true },
  { header: 'ggr', cell: (r) => r.ggr, money: true },
  { header: 'ngr', cell: (r) => r.ngr, money: true },
  { header: 'active_members', cell: (r) => r.activeMembers },
  { header: 'orders', cell: (r) => r.orders },
];

export const reportFigures: OpsCommand = {
  name: 'report:figures',
  usage: '<daily YYYY-MM | monthly YYYY> [--csv]',
  summary: "the dashboard's figures (GGR and NGR) per day of a month or per month of a year, and the total",
  async run(ctx, argv) {
    const { args, csv } = csvFlag(argv);
    if (args.length !== 2) throw usageError(reportFigures);
    const input = parsed(reportFigures, opsReport.request, { period: args[0], at: args[1] });
    const spans = input.period === 'daily' ? daysOfMonth(input.at, zoneOf(ctx)) : monthsOfYear(input.at, zoneOf(ctx));
    const { bounds } = spans;
    const [rows, [total]] = await Promise.all([
      figuresBySpan(ctx.db, bounds),
      figuresBySpan(ctx.db, [bounds[0]!, bounds[bounds.length - 1]!]),
    ]);
    const labelled = rows.map((r, i) => ({ ...r, label: spans.labels[i]! }));
    printTable(ctx.out, FIGURE_COLUMNS, [...labelled, { ...total!, label: 'total' }], csv);
  },
};

export const reportLiability: OpsCommand = {
  name: 'report:liability',
  usage: '<YYYY-MM-DD> [--csv]',
  summary: "members' balances, withdrawals undecided and fixed-deposit bonuses locked at the end of a day (guests left out)",
  async run(ctx, argv) {
    const { args, csv } = csvFlag(argv);
    if (args.length !== 1) throw usageError(reportLiability);
    const { date } = parsed(reportLiability, opsLiability.request, { date: args[0] });
    const at = startOfDate(addDays(date, 1), zoneOf(ctx));
    const l = await liabilityAt(ctx.db, at);
    const columns: ReportColumn<typeof l>[] = [
      { header: 'at', cell: () => new Date(at).toISOString() },
      { header: 'balances', cell: (r) => r.balances, money: true },
      { header: 'pending_withdrawals', cell: (r) => r.pendingWithdrawals, money: true },
      { header: 'locked_bonuses', cell: (r) => r.lockedBonuses, money: true },
      { header: 'total', cell: (r) => r.total, money: true },
    ];
    printTable(ctx.out, columns, [l], csv);
  },
};

/** The span's from and to days, as the console's calls take them. */
function spanArgs(command: OpsCommand, argv: string[], schema: z.ZodType<{ from: string; to: string }>) {
  const { args, csv } = csvFlag(argv);
  if (args.length !== 2) throw usageError(command);
  return { ...parsed(command, schema, { from: args[0], to: args[1] }), csv };
}

const PLAYED = <Row extends { stakes: number; payouts: number; ggr: number; orders: number }>(): ReportColumn<Row>[] => [
  { header: 'stakes', cell: (r) => r.stakes, money: true },
  { header: 'payouts', cell: (r) => r.payouts, money: true },
  { header: 'ggr', cell: (r) => r.ggr, money: true },
  { header: 'orders', cell: (r) => r.orders },
];

export const reportBreakdown: OpsCommand = {
  name: 'report:breakdown',
  usage: '<from YYYY-MM-DD> <to YYYY-MM-DD> [--csv]',
  summary: 'stakes, payouts and GGR per game and per room, and bonuses per program, of the days from-to',
  async run(ctx, argv) {
    const { from, to, csv } = spanArgs(reportBreakdown, argv, opsBreakdown.request);
    const { bounds } = daysBetween(from, to, zoneOf(ctx));
    const found = await breakdown(ctx.db, bounds[0]!, bounds[bounds.length - 1]!);
    type Game = (typeof found.games)[number];
    type Room = (typeof found.rooms)[number];
    printTable(ctx.out, [{ header: 'game', cell: (g: Game) => `${g.gameId} ${g.names.en}` }, ...PLAYED<Game>()], found.games, csv);
    ctx.out('');
    printTable(
      ctx.out,
      [{ header: 'room', cell: (r: Room) => `${r.planId} ${r.titles.en} (game ${r.gameId})` }, ...PLAYED<Room>()],
      found.rooms,
      csv,
    );
    ctx.out('');
    printTable(
      ctx.out,
      [
        { header: 'program', cell: (p) => p.program },
        { header: 'bonuses', cell: (p) => p.bonuses, money: true },
        { header: 'count', cell: (p) => p.count },
      ],
      found.programs,
      csv,
    );
  },
};

const WITHDRAWAL_COLUMNS: ReportColumn<Labelled<WithdrawalDay>>[] = [
  { header: 'date', cell: (r) => r.label },
  { header: 'requested', cell: (r) => r.requested, money: true },
  { header: 'requested_count', cell: (r) => r.requestedCount },
  { header: 'approved', cell: (r) => r.approved, money: true },
  { header: 'approved_count', cell: (r) => r.approvedCount },
  { header: 'rejected', cell: (r) => r.rejected, money: true },
  { header: 'rejected_count', cell: (r) => r.rejectedCount },
];

export const reportWithdrawals: OpsCommand = {
  name: 'report:withdrawals',
  usage: '<from YYYY-MM-DD> <to YYYY-MM-DD> [--csv]',
  summary: 'withdrawals per day of from-to, by the day asked and by the day approved or rejected',
  async run(ctx, argv) {
    const { from, to, csv } = spanArgs(reportWithdrawals, argv, opsWithdrawalDates.request);
    const spans = daysBetween(from, to, zoneOf(ctx));
    const { bounds } = spans;
    const [rows, [total]] = await Promise.all([
      withdrawalsBySpan(ctx.db, bounds),
      withdrawalsBySpan(ctx.db, [bounds[0]!, bounds[bounds.length - 1]!]),
    ]);
    const labelled = rows.map((r, i) => ({ ...r, label: spans.labels[i]! }));
    printTable(ctx.out, WITHDRAWAL_COLUMNS, [...labelled, { ...total!, label: 'total' }], csv);
  },
};

const CASE_COLUMNS: ReportColumn<CaseCounts>[] = [
  { header: 'rule', cell: (r) => r.rule },
  { header: 'open', cell: (r) => r.open },
  { header: 'cleared', cell: (r) => r.cleared },
  { header: 'confirmed', cell: (r) => r.confirmed },
];

export const reportCases: OpsCommand = {
  name: 'report:cases',
  usage: '<from YYYY-MM-DD> <to YYYY-MM-DD> [--csv]',
  summary: 'anti-money-laundering cases opened from-to, per rule: still open, cleared, confirmed',
  async run(ctx, argv) {
    const { from, to, csv } = spanArgs(reportCases, argv, opsCaseReport.request);
    const { bounds } = daysBetween(from, to, zoneOf(ctx));
    printTable(ctx.out, CASE_COLUMNS, await caseReport(ctx.db, bounds[0]!, bounds[bounds.length - 1]!), csv);
  },
};
