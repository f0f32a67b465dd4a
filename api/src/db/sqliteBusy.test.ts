import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { get, post } from '../testing/http';
import { sqliteFile } from './sqlite';
import { bettingApp, notOnSqlite } from '../testing/sqlite';

const skipped = notOnSqlite();
if (skipped) console.warn(`sqliteBusy.test.ts skipped: ${skipped}`);

/** The bound of these tests (SQLITE_BUSY_SECONDS is 5 by default). */
const BUSY_MS = 600;

/** How long after `afterMs` (when a client sends it) `call` is answered: a blocked event loop shows here. */
async function answerMs(afterMs: number, call: () => Promise<{ status: number }>): Promise<number> {
  const sentAt = performance.now() + afterMs;
  await sleep(afterMs);
  expect((await call()).status).toBe(200);
  return performance.now() - sentAt;
}

/** `call`'s answer and how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

(skipped ? describe.skip : describe)('another process holding the SQLite write lock', () => {
  let f: Awaited<ReturnType<typeof bettingApp>>;
  let other: SqliteDatabase.Database;
  let member: { token: string; id: number };
  beforeEach(async () => {
    f = await bettingApp({ sqliteBusyMs: BUSY_MS });
    other = new SqliteDatabase(sqliteFile(f.config));
    member = await f.member();
    await f.fund(member.id, 10_000);
  });
  afterEach(async () => {
    other.close();
    await f.close();
  });

  const avatar = async () =>
    Number((await f.app.db.selectFrom('users').select('avatar').where('id', '=', member.id).executeTakeFirstOrThrow()).avatar);
  const setAvatar = (value: number) => post(f.app, '/api/user/profile', { avatar: value }, { token: member.token });

  it('keeps answering other calls, refuses a write after the bound (503, 10020) changing nothing, and writes once released', async () => {
    const { token } = member;
    const before = await avatar();
    other.exec('BEGIN IMMEDIATE');
    const refused = timed(() => setAvatar(before === 7 ? 8 : 7));
    // While the write waits for the lock: a call without the database, the heartbeat, and a database read.
    const kefuMs = await answerMs(50, () => get(f.app, '/api/Task/kefu'));
    const heartMs = await answerMs(20, () => post(f.app, '/api/Lottery/heart', { plan_id: 1, game_id: 1 }, { token }));
    const readMs = await answerMs(20, () => post(f.app, '/api/user/userInfo', {}, { token }));
    const { answer, ms } = await refused;
    other.exec('ROLLBACK');

    expect(Math.max(kefuMs, heartMs, readMs)).toBeLessThan(100);
    expect(answer).toMatchObject({ status: 503, code: 10020 });
    expect(ms).toBeGreaterThanOrEqual(BUSY_MS);
    expect(ms).toBeLessThan(BUSY_MS + 400);
    expect(await avatar()).toBe(before);

    expect((await setAvatar(7)).code).toBe(1);
    expect(await avatar()).toBe(7);
  });

  it('lets a transaction that reads before it writes (a bet) wait for the lock, and refuses it after the bound with nothing written', async () => {
    const before = await f.holdings(member.id);
    other.exec('BEGIN IMMEDIATE');
    const refused = await timed(() => f.bet(member.token));
    expect(refused.answer).toMatchObject({ status: 503, code: 10020 });
    expect(refused.ms).toBeGreaterThanOrEqual(BUSY_MS);
    expect(await f.holdings(member.id)).toEqual(before);

    const released = sleep(BUSY_MS / 3).then(() => other.exec('COMMIT'));
    expect((await f.bet(member.token)).code).toBe(1);
    await released;
    expect(await f.holdings(member.id)).toEqual({ balance: before.balance - 1000, entries: before.entries + 1, orders: 1 });
  });
});
