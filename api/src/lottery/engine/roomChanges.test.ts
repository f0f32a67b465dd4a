import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { channelName } from '../../db/notifications';
import { buildApp } from '../../build';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { freshDatabase, testDatabaseUrl, type TestDatabase } from '../../testing/app';
import { post, registerMember } from '../../testing/http';
import { fakeClock, testCalendarStart, testLotterySettings } from '../../testing/lottery';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

let database: TestDatabase;
const apps: FastifyInstance[] = [];

/** Two api processes on one database: each app has its own engine and its own notifications (listening connection). */
async function twoApps(): Promise<[FastifyInstance, FastifyInstance]> {
  const clock = fakeClock(0);
  const lottery = testLotterySettings(clock);
  clock.set(testCalendarStart(lottery) + 1000);
  database = await freshDatabase({ lottery, seedDemo: false });
  for (let i = 0; i < 2; i++) apps.push(await buildApp({ config: { ...database.config } }));
  return [apps[0]!, apps[1]!];
}

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await database?.drop();
});

(testDatabaseUrl() ? describe : describe.skip)('room changes between api processes (PostgreSQL)', () => {
  it("a bet placed on app A is in app B's room feed within 1 s", async () => {
    const [a, b] = await twoApps();
    await a.lottery.tick(); // chains committed, the round opened
    const member = await registerMember(a);
    await a.db
      .transaction()
      .execute((trx) =>
        ledger.post(trx, { userId: member.id, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: 10_000, mark: 'test' }),
      );
    const issue = a.lottery.currentRound()!.issue;
    const feedOfB = () => b.lottery.state.view(1)?.rooms.get(1)?.messages ?? [];
    expect(feedOfB()).toEqual([]);

    const res = await post(
      a,
      '/api/Lottery/playOrder',
      { issue, plan_id: 1, game_id: 1, play_type: '1', money: 1000, lang: 'en' },
      { token: member.token },
    );
    expect(res.code).toBe(1);
    const placedAt = Date.now();
    while (feedOfB().length === 0 && Date.now() - placedAt < 1000) await new Promise((r) => setTimeout(r, 10));
    expect(feedOfB()).toEqual([expect.objectContaining({ issue, play_type: '1', quantity: 1000 })]);
  });

  it('re-reads the room state once its listening connection is back (a change may have been missed)', async () => {
    const [a] = await twoApps();
    // Paused behind the engine's back, then the listening connection drops: nothing tells A but the resume.
    await a.db.updateTable('games').set({ status: 0 }).where('id', '=', 1).execute();
    const channel = channelName(database.config.databaseSchema);
    const dropped = await sql<{ pid: number }>`select pg_terminate_backend(pid) as pid from pg_stat_activity
      where query = ${`LISTEN "${channel}"`}`.execute(a.db);
    expect(dropped.rows.length).toBe(2); // both apps' listeners
    const droppedAt = Date.now();
    while (a.lottery.state.view(1)!.status !== 0 && Date.now() - droppedAt < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(a.lottery.state.view(1)!.status).toBe(0);
  });
});
