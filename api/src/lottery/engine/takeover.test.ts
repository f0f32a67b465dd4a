import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Ledger } from '../../ledger';
import { buildTestDb, testDatabaseUrl } from '../../testing/app';
import { LotteryEngine } from './engine';
import { placeOrder } from '../storage/orders';
import type { LotterySettings } from './settings';
import { fundedMember, publishOnlyNotifications, testLotterySettings } from '../../testing/lottery';
import { ROUND_STATUS } from '../../domain/lottery';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

const RUN_TS = path.join(__dirname, '../../testing/stress/runTs.cjs');
const WORKER = path.join(__dirname, '../../testing/workers/takeover.ts');
const ROUND_MS = 2000;

let t: Awaited<ReturnType<typeof buildTestDb>>;
const children: ChildProcess[] = [];
const settings: LotterySettings = {
  ...testLotterySettings(Date.now, { scheduler: true, tickMs: 100, leaderRetryMs: 200, chainLength: 1000, settleBatch: 5 }),
  calendar: { ...testLotterySettings(Date.now).calendar, roundSeconds: ROUND_MS / 1000, sealSeconds: 0.5 },
};
delete settings.clock; // a worker runs on the real clock

interface Worker {
  child: ChildProcess;
  /** Resolves with the time the line `<word> ...` appeared. */
  said(word: 'ready' | 'leader'): Promise<number>;
  id(): string;
}

function startWorker(): Worker {
  const database = { databaseUrl: t.config.databaseUrl, databaseSchema: t.config.databaseSchema, dataDir: t.config.dataDir };
  const child = spawn(process.execPath, ['--conditions=source', RUN_TS, WORKER, JSON.stringify({ database, lottery: settings })], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const seen = new Map<string, number>();
  const waiting: { word: string; resolve: (at: number) => void }[] = [];
  let id = '';
  let err = '';
  let buffer = '';
  child.stderr!.on('data', (d) => (err += d));
  child.stdout!.on('data', (d) => {
    buffer += d;
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) {
      const [word, engineId] = line.split(' ');
      id = engineId ?? id;
      if (!seen.has(word!)) seen.set(word!, Date.now());
      for (const w of waiting.filter((x) => x.word === word)) w.resolve(seen.get(word!)!);
    }
  });
  return {
    child,
    id: () => id,
    said: (word) =>
      new Promise((resolve, reject) => {
        if (seen.has(word)) return resolve(seen.get(word)!);
        waiting.push({ word, resolve });
        child.once('exit', (code, signal) => signal !== 'SIGKILL' && reject(new Error(`worker exited (${code}): ${err}`)));
      }),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function drawnRounds(gameId = 1) {
  return t.db
    .selectFrom('lottery_rounds')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '>=', ROUND_STATUS.drawn)
    .orderBy('draws_at')
    .execute();
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const onPostgres = testDatabaseUrl() !== null;

(onPostgres ? describe : describe.skip)('two api processes on one PostgreSQL', () => {
  beforeEach(async () => {
    t = await buildTestDb();
  });
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    await t.close();
  });

  it('exactly one runs the scheduler; when it dies the other takes over within one round', async () => {
    const a = startWorker();
    await a.said('leader');
    const b = startWorker();
    await b.said('ready');
    await sleep(ROUND_MS);
    const early = await drawnRounds();
    expect(early.length).toBeGreaterThan(0);
    expect(new Set(early.map((r) => r.drawn_by))).toEqual(new Set([a.id()]));

    // Bets on the round on sale, then the leader dies (kill -9) before or while it draws and settles them.
    const engine = new LotteryEngine({
      db: t.db,
      dialect: t.dialect,
      config: { ...t.config, lottery: { ...settings, scheduler: false } },
      log: { info() {}, error() {} },
      ledger,
      notifications: await publishOnlyNotifications(t),
    });
    // The members first, then the twelve bets at once as the round opens: its 1.5 s of sales hold them on a busy machine.
    const members = await Promise.all(Array.from({ length: 12 }, () => fundedMember(t.db, 10_000)));
    const round = engine.calendar.roundAt(Date.now() + 600)!; // not sealed yet
    await sleep(Math.max(0, round.opensAt - Date.now()));
    await Promise.all(
      members.map((userId, i) =>
        t.db.transaction().execute((trx) =>
          placeOrder(
            trx,
            engine,
            {
              userId,
              gameId: 1,
              planId: 1,
              issue: round.issue,
              playType: String(1 + (i % 4)),
              money: 1000,
            },
            Date.now(),
            'en',
          ),
        ),
      ),
    );
    await sleep(Math.max(0, round.drawsAt - Date.now()) + 30);
    a.child.kill('SIGKILL');
    const killedAt = Date.now();

    const tookOver = await b.said('leader');
    expect(tookOver - killedAt).toBeLessThan(ROUND_MS);
    const settled = await waitFor('the bets settled', async () => {
      const r = await t.db
        .selectFrom('lottery_rounds')
        .selectAll()
        .where('game_id', '=', 1)
        .where('issue', '=', round.issue)
        .executeTakeFirst();
      return r?.status === ROUND_STATUS.settled && r;
    });
    await sleep(ROUND_MS + 300);

    // No round missing, none drawn twice (each link position once), rounds after the kill drawn by the survivor.
    const rows = await drawnRounds();
    const issues = rows.map((r) => r.issue);
    for (let i = 1; i < rows.length; i++) expect(Number(rows[i]!.draws_at) - Number(rows[i - 1]!.draws_at)).toBe(ROUND_MS);
    expect(new Set(issues).size).toBe(issues.length);
    expect(rows.map((r) => r.chain_round)).toEqual(rows.map((_, i) => i + 1));
    expect(Number(rows[rows.length - 1]!.draws_at)).toBeGreaterThan(Date.now() - ROUND_MS - 500);
    for (const r of rows.filter((x) => Number(x.draws_at) > tookOver)) expect(r.drawn_by).toBe(b.id());
    expect(settled.bet_count).toBe(12);

    const orders = await t.db.selectFrom('lottery_orders').selectAll().execute();
    expect(orders.every((o) => o.status === 1)).toBe(true);
    // one order per member: each winner credited once, with exactly the order's payout
    const wins = await t.db.selectFrom('ledger_entries').select(['user_id', 'amount']).where('type', '=', 3).execute();
    const winners = orders.filter((o) => o.whether_hit === 1);
    expect(wins.sort((x, y) => x.user_id - y.user_id)).toEqual(
      winners.sort((x, y) => x.user_id - y.user_id).map((o) => ({ user_id: o.user_id, amount: o.payout })),
    );
    expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
    await engine.stop();
  }, 60_000);
});
