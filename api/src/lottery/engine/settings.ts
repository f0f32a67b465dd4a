import type { Schedule } from 'shared-contracts';
import { DEFAULT_CALENDAR, SalesCalendar, type CalendarSettings } from '../../domain/lottery';
import { hhMmOf, minuteOfHhMm } from '../../domain/time';
import { bool, int, type Env } from '../../env';

/** Every setting of the lottery engine, read once from the environment (names beside each field). */
export interface LotterySettings {
  /** LOTTERY_TIME_ZONE, LOTTERY_SALES_OPEN (HH:MM), LOTTERY_SALES_CLOSE (HH:MM), LOTTERY_ROUND_SECONDS,
   *  LOTTERY_SEAL_SECONDS, LOTTERY_ALWAYS_OPEN, LOTTERY_ANCHOR_DAY (YYYYMMDD). */
  calendar: CalendarSettings;
  /** LOTTERY_SCHEDULER: whether this process competes to run the scheduler (default on). */
  scheduler: boolean;
  /** LOTTERY_TICK_MS: how often the scheduler looks at the calendar. */
  tickMs: number;
  /** LOTTERY_LEADER_RETRY_MS: how often a standby process tries to take the scheduler over (PostgreSQL). */
  leaderRetryMs: number;
  /** LOTTERY_CHAIN_LENGTH: links per hash chain; a new chain is committed before one runs out. */
  chainLength: number;
  /** LOTTERY_SETTLE_BATCH: orders settled per transaction. */
  settleBatch: number;
  /** LOTTERY_SETTLE_WORKERS: transactions settling one round side by side on PostgreSQL (each holds a pooled connection). */
  settleWorkers: number;
  /** LOTTERY_DRAW_BATCH: rounds drawn per transaction while catching up. */
  drawBatch: number;
  /** LOTTERY_REFRESH_MS: room state is re-read at least this often, besides every change. */
  refreshMs: number;
  /** Tests only: the engine's clock (default Date.now). */
  clock?: () => number;
}

function minuteOfDay(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const minute = minuteOfHhMm(raw);
  if (minute === null) throw new Error(`setting ${name} must be HH:MM, got "${raw}"`);
  return minute;
}

export function loadLotterySettings(env: Env = process.env): LotterySettings {
  const calendar: CalendarSettings = {
    timeZone: env.LOTTERY_TIME_ZONE || DEFAULT_CALENDAR.timeZone,
    salesOpenMinute: minuteOfDay(env, 'LOTTERY_SALES_OPEN', DEFAULT_CALENDAR.salesOpenMinute),
    salesCloseMinute: minuteOfDay(env, 'LOTTERY_SALES_CLOSE', DEFAULT_CALENDAR.salesCloseMinute),
    roundSeconds: int(env, 'LOTTERY_ROUND_SECONDS', DEFAULT_CALENDAR.roundSeconds, 0),
    sealSeconds: int(env, 'LOTTERY_SEAL_SECONDS', DEFAULT_CALENDAR.sealSeconds, 0),
    alwaysOpen: bool(env, 'LOTTERY_ALWAYS_OPEN', DEFAULT_CALENDAR.alwaysOpen),
    anchorDay: env.LOTTERY_ANCHOR_DAY || DEFAULT_CALENDAR.anchorDay,
  };
  new SalesCalendar(calendar); // refuses impossible settings at start
  return {
    calendar,
    scheduler: bool(env, 'LOTTERY_SCHEDULER', true),
    tickMs: int(env, 'LOTTERY_TICK_MS', 500, 0),
    leaderRetryMs: int(env, 'LOTTERY_LEADER_RETRY_MS', 2000, 0),
    chainLength: Math.max(2, int(env, 'LOTTERY_CHAIN_LENGTH', 100_000, 0)),
    settleBatch: Math.max(1, int(env, 'LOTTERY_SETTLE_BATCH', 2000, 0)),
    settleWorkers: Math.max(1, int(env, 'LOTTERY_SETTLE_WORKERS', 4, 0)),
    drawBatch: Math.max(1, int(env, 'LOTTERY_DRAW_BATCH', 200, 0)),
    refreshMs: int(env, 'LOTTERY_REFRESH_MS', 5000, 0),
  };
}

/** The calendar as the pages state it (the runtime config carries it): the settings this server runs on. */
export function scheduleOf(calendar: CalendarSettings): Schedule {
  return {
    roundSeconds: calendar.roundSeconds,
    sealSeconds: calendar.sealSeconds,
    salesOpen: hhMmOf(calendar.salesOpenMinute),
    salesClose: hhMmOf(calendar.salesCloseMinute),
    timeZone: calendar.timeZone,
    alwaysOpen: calendar.alwaysOpen,
  };
}
