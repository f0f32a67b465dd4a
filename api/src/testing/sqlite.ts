// Helpers for the SQLite failure tests (not used by the server).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { fakeClock, testCalendarStart, testLotterySettings } from './lottery';
import { buildTestApp, testDatabaseUrl } from './app';
import { post, registerMember } from './http';

/** Why these tests cannot run here, or null: they need SQLite (the suite's PostgreSQL run skips them). */
export function notOnSqlite(): string | null {
  return testDatabaseUrl() ? 'SQLite only (this run is on PostgreSQL)' : null;
}

export type Tmpfs = { dir: string; unmount(): void } | { skipped: string };

/** A new tmpfs of `size` (e.g. '4m'; `options` such as ',ro') on a temp folder, or why it cannot be mounted. */
export function mountTmpfs(size: string, options = ''): Tmpfs {
  if (process.getuid?.() !== 0) return { skipped: 'mounting a tmpfs needs root' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}${options}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    fs.rmdirSync(dir);
    return { skipped: `cannot mount a tmpfs: ${String((error as { stderr?: unknown }).stderr ?? error).trim()}` };
  }
  return {
    dir,
    unmount() {
      execFileSync('umount', [dir]);
      fs.rmdirSync(dir);
    },
  };
}

/** The whole app with the lottery's first round open, for calls that move money (a bet: balance, ledger, order). */
export async function bettingApp(overrides: Partial<Config> = {}) {
  const clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  clock.set(testCalendarStart(settings) + 1000);
  const t = await buildTestApp({ lottery: settings, seedDemo: false, ...overrides });
  const engine = t.app.lottery;
  await engine.tick();
  await engine.state.loadAll();
  const { app } = t;
  return {
    ...t,
    fund: (userId: number, amount: number) =>
      app.db
        .transaction()
        .execute((trx) => app.ledger.post(trx, { userId, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount, mark: 'test' })),
    bet: (token: string) =>
      post(app, '/api/Lottery/playOrder', { issue: '202601010001', plan_id: 1, game_id: 1, play_type: '1', money: 1000 }, { token }),
    /** The member's balance and how many ledger entries and orders are theirs. */
    async holdings(userId: number) {
      const count = async (table: 'ledger_entries' | 'lottery_orders') =>
        Number(
          (
            await app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        balance: await app.ledger.balanceOf(app.db, userId),
        entries: await count('ledger_entries'),
        orders: await count('lottery_orders'),
      };
    },
    member: () => registerMember(app),
  };
}
