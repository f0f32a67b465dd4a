import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { generator } from '../testing/random';
import {
  depositRequest,
  ENTRY_STATUS as S,
  ENTRY_TYPE as T,
  gift,
  isLedgerError,
  profit,
  purchase,
  SPEC_DEPOSIT_BONUS,
  withdrawalHold,
  type Entry,
  type Posting,
} from '../domain/ledger';
import { buildTestDb } from '../testing/app';
import { Ledger } from './index';
import type { WorkerJob } from '../testing/stress/worker';
import { createMember, fund, postAlone } from '../testing/ledger';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb({ pgPoolMax: 20 });
});
afterAll(() => t.close());

const DEBIT = 700;

async function expectBalanced(): Promise<number> {
  const report = await ledger.verifyLedger(t.db);
  expect(report.failures).toEqual([]);
  return report.total;
}

describe('concurrent debits', () => {
  it('1,000 concurrent debits against a balance that covers 10: exactly 10 succeed', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, DEBIT * 10 + DEBIT - 1); // 10 debits fit, the 11th misses by one minor unit
    const results = await Promise.allSettled(Array.from({ length: 1_000 }, () => postAlone(t.db, purchase(id, DEBIT, 'race', 'r'))));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.length - refused.length).toBe(10);
    expect(refused.every((r) => isLedgerError((r as PromiseRejectedResult).reason, 'insufficient_balance'))).toBe(true);
    expect(await ledger.balanceOf(t.db, id)).toBe(DEBIT - 1);
    expect(await ledger.listEntries(t.db, id, { from: 0, to: Date.now() + 1_000, type: T.purchase, pageSize: 100 })).toHaveLength(10);
    await expectBalanced();
  });
});

describe('a randomized concurrent mix', () => {
  it('of deposits, approvals, withdrawals, rejections, bets, wins and gifts ends balanced, with balances = in - out', async () => {
    const seed = randomInt(2 ** 31);
    const rand = generator(seed);
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t.db)));
    const before = await expectBalanced();
    const pending: number[] = [];
    let moved = 0; // what came in minus what went out, from the entries actually written
    const count = (entries: Entry[]) => entries.forEach((e) => (moved += e.delta));
    const outcomes = { written: 0, settled: 0, insufficient: 0, alreadySettled: 0 };

    const operation = async (): Promise<void> => {
      const userId = members[rand(members.length)]!;
      const amount = 1 + rand(30_000);
      const kind = rand(8);
      try {
        if (kind === 6 || kind === 7) {
          // Decide a pending request, often one that another operation is deciding at the same moment.
          const id = pending[rand(pending.length + 1)];
          if (id === undefined) return;
          const settled = await t.db
            .transaction()
            .execute((trx) => ledger.settle(trx, id, rand(2) ? 'approve' : 'reject', SPEC_DEPOSIT_BONUS));
          outcomes.settled += 1;
          return count(settled.entries);
        }
        const postings: Posting[][] = [
          [depositRequest(userId, amount, 'T')],
          [withdrawalHold(userId, amount, 'usdt:T')],
          [purchase(userId, amount, 'bet', 'o')],
          [purchase(userId, amount, 'bet', 'o'), profit(userId, amount * 2, 'win', 'o')],
          [gift(userId, amount, 'promo')],
          [purchase(userId, amount, 'bet', 'o'), purchase(userId, amount, 'bet', 'o')],
        ];
        const written = await t.db.transaction().execute(async (trx) => {
          const entries: Entry[] = [];
          for (const posting of postings[kind]!) entries.push(await ledger.post(trx, posting));
          return entries;
        });
        outcomes.written += 1;
        count(written);
        written.filter((e) => e.status === S.notPassed).forEach((e) => pending.push(e.id));
      } catch (error) {
        if (isLedgerError(error, 'insufficient_balance')) outcomes.insufficient += 1;
        else if (isLedgerError(error, 'already_settled')) outcomes.alreadySettled += 1;
        else throw error;
      }
    };

    for (let wave = 0; wave < 8; wave += 1) await Promise.all(Array.from({ length: 80 }, operation));

    const after = await ledger.verifyLedger(t.db);
    if (after.failures.length) throw new Error(`seed ${seed}: ${JSON.stringify(after.failures)}`);
    expect(after.total - before).toBe(moved);
    // The mix really raced: requests were decided, some twice at once, and some debits were refused.
    expect(outcomes.settled).toBeGreaterThan(20);
    expect(outcomes.insufficient).toBeGreaterThan(20);
    expect(outcomes.written).toBeGreaterThan(200);
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('delta').as('sum'))
      .where('user_id', 'in', members)
      .executeTakeFirstOrThrow();
    expect(Number(entries.sum)).toBe(moved);
  });
});

// ---- child processes: real cross-process races and kill -9 ----

const RUN_TS = path.join(__dirname, '../testing/stress/runTs.cjs');
const WORKER = path.join(__dirname, '../testing/stress/worker.ts');

function startWorker(job: Omit<WorkerJob, 'database'>): ChildProcess {
  const database = { databaseUrl: t.config.databaseUrl, databaseSchema: t.config.databaseSchema, dataDir: t.config.dataDir };
  return spawn(process.execPath, ['--conditions=source', RUN_TS, WORKER, JSON.stringify({ ...job, database })], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function finished(child: ChildProcess): Promise<string> {
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`worker exit ${code}: ${err}`)))),
  );
}

/**
 * Follows a churn child's "c N" lines (one after each commit): `reached(n)` resolves once it reported n;
 * `final()` resolves, once its output is closed, with the last count it reported before it died.
 */
function commitReports(child: ChildProcess) {
  let buffer = '';
  let err = '';
  let last = 0;
  let reachedWanted = Infinity;
  let onReached = () => {};
  child.stderr!.on('data', (d) => (err += d));
  child.stdout!.on('data', (d) => {
    buffer += d;
    const lines = buffer.trim().split('\n');
    last = Number(lines[lines.length - 1]!.split(' ')[1]) || last;
    if (last >= reachedWanted) onReached();
  });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    reached: (atLeast: number) =>
      new Promise<void>((resolve, reject) => {
        reachedWanted = atLeast;
        onReached = resolve;
        child.once('exit', (code, signal) => signal !== 'SIGKILL' && reject(new Error(`worker ended early (${code}): ${err}`)));
      }),
    final: async () => {
      await closed;
      return last;
    },
  };
}

describe('across processes', () => {
  it('4 processes racing 250 debits each against a balance that covers 10: exactly 10 succeed', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, DEBIT * 10);
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () => finished(startWorker({ mode: 'debits', userIds: [id], count: 250, amount: DEBIT }))),
    );
    const totals = outputs.map((o) => JSON.parse(o) as { ok: number; refused: number });
    expect(totals.reduce((sum, r) => sum + r.ok, 0)).toBe(10);
    expect(totals.reduce((sum, r) => sum + r.refused, 0)).toBe(990);
    expect(await ledger.balanceOf(t.db, id)).toBe(0);
    await expectBalanced();
  });

  it('a writer killed with kill -9 mid-write, three times over, leaves the books balanced after each restart', async () => {
    const members = await Promise.all([createMember(t.db), createMember(t.db)]);
    await Promise.all(members.map((id) => fund(t.db, id, 1_000_000)));
    let reportedSoFar = 0;
    for (let round = 1; round <= 3; round += 1) {
      const child = startWorker({ mode: 'churn', userIds: members });
      const reports = commitReports(child);
      await reports.reached(40 + randomInt(60));
      child.kill('SIGKILL');
      // It may commit (and report) more before the signal lands: count all it reported.
      const reported = await reports.final();
      // A restart: a new connection runs the migrations as the server does at start, then the audit.
      const restarted = connect({ ...t.config, pgPoolMax: 2 });
      await migrate(restarted.db, restarted.dialect);
      const report = await ledger.verifyLedger(restarted.db);
      const churned = await restarted.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('mark', '=', 'churn')
        .where('type', '=', T.gift)
        .executeTakeFirstOrThrow();
      await restarted.db.destroy();
      expect(report.failures).toEqual([]);
      // Every transaction a child saw committed survived its kill; each child may have committed one more unreported.
      reportedSoFar += reported;
      expect(Number(churned.n)).toBeGreaterThanOrEqual(reportedSoFar);
      expect(Number(churned.n)).toBeLessThanOrEqual(reportedSoFar + round);
    }
  }, 120_000);
});
