import { z } from 'zod';
import { call, minor, requestSchema, unixSeconds } from '../api/common';

/**
 * The reports an operator files (issue 39), beside opsReport (dashboard.ts): player liability at a date, the figures
 * per game, room and program, and withdrawals dated by request and by decision. Never guests' (demo accounts); days
 * are the sales time zone's; money in minor units. Every role reads them.
 */

/** A calendar day 'YYYY-MM-DD' (2026-02-30 is none). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(text)) && new Date(Date.parse(text)).toISOString().startsWith(text), 'not a day');
/** The longest span a report by days takes. */
export const REPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** Days `from` to `to`, both included. */
export const reportSpan = requestSchema({ from: calendarDay, to: calendarDay }).refine(
  (input) => {
    const days = (Date.parse(input.to) - Date.parse(input.from)) / DAY_MS;
    return days >= 0 && days < REPORT_MAX_DAYS;
  },
  { path: ['to'], message: `to is on or after from, at most ${REPORT_MAX_DAYS} days in all` },
);

/** What the members were owed at the end of `date` (its last instant, `at`): their balances, withdrawals undecided then, fixed-deposit bonuses locked then. */
export const opsLiability = call({
  method: 'POST',
  path: '/api/ops/reportLiability',
  mutates: false,
  request: requestSchema({ date: calendarDay }),
  response: z.object({
    time_zone: z.string(),
    /** The instant counted: the start of the next day. */
    at: unixSeconds,
    balances: minor,
    pending_withdrawals: minor,
    locked_bonuses: minor,
    total: minor,
  }),
});

const played = { stakes: minor, payouts: minor, ggr: minor, orders: z.number().int() };
export const breakdownGame = z.object({
  game_id: z.number().int(),
  name_tw: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  ...played,
});
export const breakdownRoom = z.object({
  plan_id: z.number().int(),
  game_id: z.number().int(),
  tier: z.number().int(),
  title_tw: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  ...played,
});
/** The programs a bonus comes from: the deposit bonus, the fixed deposit (its releases), the operators' gifts. */
export const BONUS_PROGRAMS = ['deposit_bonus', 'fixed_deposit', 'gift'] as const;
export const breakdownProgram = z.object({ program: z.enum(BONUS_PROGRAMS), bonuses: minor, count: z.number().int() });
export type OpsBreakdownGame = z.infer<typeof breakdownGame>;
export type OpsBreakdownRoom = z.infer<typeof breakdownRoom>;
export type OpsBreakdownProgram = z.infer<typeof breakdownProgram>;

/** Orders settled in the days, per game and per room (every game and room, idle ones at 0); bonuses granted per program. */
export const opsBreakdown = call({
  method: 'POST',
  path: '/api/ops/reportBreakdown',
  mutates: false,
  request: reportSpan,
  response: z.object({
    time_zone: z.string(),
    games: z.array(breakdownGame),
    rooms: z.array(breakdownRoom),
    programs: z.array(breakdownProgram),
  }),
});

export const withdrawalDay = z.object({
  date: calendarDay,
  /** Withdrawals asked that day, whatever became of them. */
  requested: minor,
  requested_count: z.number().int(),
  /** Withdrawals approved that day (the last approval), whenever asked. */
  approved: minor,
  approved_count: z.number().int(),
  /** Withdrawals rejected that day (the money returned), whenever asked. */
  rejected: minor,
  rejected_count: z.number().int(),
});
export type OpsWithdrawalDay = z.infer<typeof withdrawalDay>;

/** Each day's withdrawals by the day asked and by the day decided, and the whole span's. */
export const opsWithdrawalDates = call({
  method: 'POST',
  path: '/api/ops/reportWithdrawals',
  mutates: false,
  request: reportSpan,
  response: z.object({ time_zone: z.string(), rows: z.array(withdrawalDay), total: withdrawalDay.omit({ date: true }) }),
});

export const reportsCalls = { opsLiability, opsBreakdown, opsWithdrawalDates };
