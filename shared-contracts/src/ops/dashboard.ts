import { z } from 'zod';
import { call, minor, requestSchema, unixSeconds } from '../api/common';

/**
 * The back office's dashboard, reports and checks (issue 29). Figures come from the ledger and the settled orders,
 * never guests' (demo accounts); days and months are the sales time zone's. Money in minor units; a return to player
 * in basis points (10,000 = 100%).
 */
export const dashboardFigures = z.object({
  /** Deposits credited. */
  deposits: minor,
  /** Withdrawals approved, on the day they were asked for (by decision: opsWithdrawalDates). */
  withdrawals: minor,
  /** Stakes of the orders settled then. */
  stakes: minor,
  payouts: minor,
  /** Deposit bonuses, gifts, fixed-deposit bonuses. */
  bonuses: minor,
  /** Gross gaming revenue: stakes - payouts. */
  ggr: minor,
  /** Net gaming revenue: GGR - bonuses. */
  ngr: minor,
  /** Members with a settled order. */
  active_members: z.number().int(),
  orders: z.number().int(),
});
export type OpsFigures = z.infer<typeof dashboardFigures>;

export const dashboardClassReturn = z.object({
  class: z.number().int(),
  stakes: minor,
  payouts: minor,
  realised_bp: z.number().int(),
  /** What those stakes, at the odds they were bought at, return on average. */
  theoretical_bp: z.number().int(),
});
export type OpsClassReturn = z.infer<typeof dashboardClassReturn>;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const year = z.string().regex(/^(19|20|21)\d{2}$/);

/** Today, this month, each outcome class's return this month, the queues, who draws, the chain watcher's lag. */
export const opsDashboard = call({
  method: 'POST',
  path: '/api/ops/dashboard',
  mutates: false,
  request: requestSchema({}),
  response: z.object({
    time_zone: z.string(),
    today: z.object({ date, figures: dashboardFigures }),
    month: z.object({ month, figures: dashboardFigures, classes: z.array(dashboardClassReturn) }),
    queues: z.object({ deposits: z.number().int(), open_deposits: z.number().int(), withdrawals: z.number().int() }),
    /** The process that drew the newest round, and since when it has drawn every one (looked back a day). */
    leader: z.object({ id: z.string(), since: unixSeconds, last_draw: unixSeconds }).nullable(),
    /** The process that answered, and whether it holds the scheduler's lead. */
    this_process: z.object({ id: z.string(), leading: z.boolean() }),
    /** 'off': TRON_JSONRPC_URL unset; 'unreachable': the node did not answer. Lag: confirmed blocks not yet read. */
    watcher: z.object({
      state: z.enum(['off', 'unreachable', 'on']),
      lag_blocks: z.number().int().nullable(),
      lag_seconds: z.number().int().nullable(),
    }),
  }),
});

export const dashboardReportRow = dashboardFigures.extend({ label: z.string() });
export type OpsReportRow = z.infer<typeof dashboardReportRow>;

/** One row per day of a month (`daily`, at 'YYYY-MM') or per month of a year (`monthly`, at 'YYYY'), and the whole. */
export const opsReport = call({
  method: 'POST',
  path: '/api/ops/report',
  mutates: false,
  request: requestSchema({ period: z.enum(['daily', 'monthly']), at: z.string() }).refine(
    (input) => (input.period === 'daily' ? month : year).safeParse(input.at).success,
    { path: ['at'], message: 'daily takes a month YYYY-MM, monthly a year YYYY' },
  ),
  response: z.object({ time_zone: z.string(), rows: z.array(dashboardReportRow), total: dashboardFigures }),
});

/** Runs `ledger:verify` or `chain:verify` (admin): reads only; its lines as the CLI prints them. */
export const opsCheck = call({
  method: 'POST',
  path: '/api/ops/check',
  mutates: false,
  request: requestSchema({ which: z.enum(['ledger', 'chain']) }),
  response: z.object({ ok: z.boolean(), lines: z.array(z.string()), failure: z.string().nullable() }),
});

export const dashboardCalls = { opsDashboard, opsReport, opsCheck };
