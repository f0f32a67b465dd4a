import type { FastifyInstance } from 'fastify';
import { gift } from '../domain/ledger';
import type { LotteryEngine } from '../lottery/engine/engine';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from './lottery';
import { buildTestApp, type TestApp } from './app';
import { post, type Answer } from './http';

/** A valid TRC-20 address (base58check) and the security code the legacy tests set. */
export const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const CODE = '123456';
export const FIRST_ISSUE = '202601010001';

export interface LegacyFixture {
  t: TestApp;
  app: FastifyInstance;
  engine: LotteryEngine;
  clock: FakeClock;
  /** Moves the test calendar to `ms` after its first round opened, the scheduler and room state caught up. */
  at(ms: number): Promise<void>;
  credit(userId: number, minor: number): Promise<void>;
  /** A call as the legacy client sends it: no client header. */
  legacy(url: string, body?: unknown, token?: string): Promise<Answer>;
}

/** The whole app on the lottery test calendar (always open, 10 s rounds), its first round open. */
export async function legacyFixture(): Promise<LegacyFixture> {
  const clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  const start = testCalendarStart(settings);
  const t = await buildTestApp({ lottery: settings, seedDemo: false });
  const engine = t.app.lottery;
  const fixture: LegacyFixture = {
    t,
    app: t.app,
    engine,
    clock,
    async at(ms) {
      clock.set(start + ms);
      await engine.tick();
      await engine.state.loadAll();
    },
    async credit(userId, minor) {
      await t.app.db.transaction().execute((trx) => t.app.ledger.post(trx, gift(userId, minor, 'test funds')));
    },
    legacy: (url, body = {}, token) => post(t.app, url, body, { dialect: 'legacy', ...(token ? { token } : {}) }),
  };
  await fixture.at(1000);
  return fixture;
}
