import { DEFAULT_CALENDAR, SalesCalendar } from '../domain/lottery';
import type { Config } from '../config';
import type { Connection, Db } from '../db/schema';
import { openNotifications, type Notifications } from '../db/notifications';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { Ledger } from '../ledger';
import { buildTestDb } from './app';
import { LotteryEngine } from '../lottery/engine/engine';
import type { LotterySettings } from '../lottery/engine/settings';

/** The engines and members of engine tests: posts nobody hears (no balance is held in memory without an app). */
const ledger = new Ledger();

/** Tests only: a clock that moves when told. */
export function fakeClock(start: number) {
  let now = start;
  const clock = () => now;
  clock.set = (at: number) => {
    now = at;
  };
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

export type FakeClock = ReturnType<typeof fakeClock>;

/** Always open, 10 s rounds sealing 2 s before the draw, from 2026-01-01 (Taipei); the scheduler ticked by hand. */
export function testLotterySettings(clock: () => number, over: Partial<LotterySettings> = {}): LotterySettings {
  return {
    calendar: { ...DEFAULT_CALENDAR, alwaysOpen: true, roundSeconds: 10, sealSeconds: 2, anchorDay: '20260101' },
    scheduler: false,
    tickMs: 50,
    leaderRetryMs: 50,
    chainLength: 100,
    settleBatch: 3,
    settleWorkers: 2,
    drawBatch: 2,
    refreshMs: 0,
    clock,
    ...over,
  };
}

/** The first instant of the test calendar (round 202601010001 opens: 8,640 rounds a day take a 4-digit sequence). */
export function testCalendarStart(settings: LotterySettings): number {
  const calendar = new SalesCalendar(settings.calendar);
  return calendar.roundOfIssue(calendar.issueOf('20260101', 1))!.opensAt;
}

/**
 * Notifications for an engine built without the app. Publish only: an engine that is not started listens to
 * nothing, and its scheduler and bets only publish (nothing to close).
 */
export function publishOnlyNotifications(t: Connection & { config: Config }): Promise<Notifications> {
  const { db, dialect, config } = t;
  return openNotifications({
    db,
    dialect,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    onError: (err) => console.error(err),
    listen: false,
  });
}

let members = 0;
/** A member with a balance (deposited through the ledger), for engine tests without HTTP. */
export async function fundedMember(db: Db, money: number, nickname = `player${++members}`): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        username: `${nickname}_${members}_${Date.now() % 100000}`.slice(0, 20),
        password_hash: 'x',
        nickname,
        group_id: 1,
        inviter_id: null,
        security_code_hash: null,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (money > 0)
      await ledger.post(trx, { userId: id, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: money, mark: 'test deposit' });
    return id;
  });
}

/**
 * Jest setup for engine tests without HTTP: before each test a fresh migrated database, a fake clock at the
 * first second of round 202601010001, and an engine (not started; call `engine.tick()`); closed after each.
 */
export function engineFixture(over: Partial<LotterySettings> = {}) {
  const fixture = {} as {
    t: Awaited<ReturnType<typeof buildTestDb>>;
    engine: LotteryEngine;
    clock: FakeClock;
    start: number;
    member: (money: number) => Promise<number>;
  };
  beforeEach(async () => {
    fixture.clock = fakeClock(0);
    const settings = testLotterySettings(fixture.clock, over);
    fixture.start = testCalendarStart(settings);
    fixture.clock.set(fixture.start + 1000);
    fixture.t = await buildTestDb();
    fixture.engine = new LotteryEngine({
      db: fixture.t.db,
      dialect: fixture.t.dialect,
      config: { ...fixture.t.config, lottery: settings },
      log: { info() {}, error() {} },
      ledger,
      notifications: await publishOnlyNotifications(fixture.t),
    });
    fixture.member = (money) => fundedMember(fixture.t.db, money);
  });
  afterEach(async () => {
    await fixture.engine.stop();
    await fixture.t.close();
  });
  return fixture;
}
