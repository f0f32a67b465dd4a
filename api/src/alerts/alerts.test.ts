// Alerts on both databases: one row per event however often it is raised, and a real local webhook receiver
// (node:http on 127.0.0.1) that gets each alert exactly once, also with two senders at once and after a failure.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SoleLeader } from '../db/leader';
import { buildTestDb } from '../testing/app';
import { alertFlaggedPayouts, alertWatcherLag } from './chainAlerts';
import { deliverDue, retryAfterMs } from './delivery';
import { dbFaultsAlert, winAlert } from './sources';
import { AlertWorker } from './worker';
import { raiseAlert } from '.';

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
let now = Date.UTC(2026, 0, 1, 12);
const clock = { now: () => now };
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('alerts').execute();
});

/** A webhook receiver on a free local port: what it was sent, and its answers in turn (then 200). */
async function receiver(statuses: number[] = []) {
  const bodies: Record<string, any>[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      bodies.push({ ...JSON.parse(text), contentType: req.headers['content-type'] });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, bodies, close: () => new Promise((resolve) => server.close(resolve)) };
}

const rows = () => t.db.selectFrom('alerts').selectAll().orderBy('id').execute();
const bigWin = winAlert({ order_no: 'A1', user_id: 7, payout: 2_500_000 }, '1:202601010001');

describe('raising', () => {
  it('stores an event once: raised again (a retried settlement, another process) it writes nothing and answers false', async () => {
    expect(await raiseAlert(clock, t.db, bigWin)).toBe(true);
    expect(await t.db.transaction().execute((trx) => raiseAlert(clock, trx, bigWin))).toBe(false);
    expect(await rows()).toEqual([
      expect.objectContaining({ kind: 'win', event_key: 'win:A1', severity: 'warning', acknowledged_by: null, delivered_at: null }),
    ]);
    expect(JSON.parse((await rows())[0]!.detail)).toEqual({ order_no: 'A1', user_id: 7, round: '1:202601010001', payout: 2_500_000 });
  });

  it('raised in a transaction that rolls back, the event left no alert', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await raiseAlert(clock, trx, bigWin);
        throw new Error('settlement failed');
      }),
    ).rejects.toThrow('settlement failed');
    expect(await rows()).toEqual([]);
  });

  it('flags a payout once per withdrawal and state; a confirmed one raises nothing', async () => {
    const change = { entryId: 41, userId: 7, txHash: '0xab', from: 'pending' as const, found: null };
    const flagged = [
      { ...change, to: 'mismatch' as const },
      { ...change, entryId: 42, to: 'confirmed' as const },
    ];
    await alertFlaggedPayouts({ db: t.db, ...clock }, flagged);
    await alertFlaggedPayouts({ db: t.db, ...clock }, flagged);
    await alertFlaggedPayouts({ db: t.db, ...clock }, [{ ...change, from: 'mismatch', to: 'unconfirmed' }]);
    expect((await rows()).map((r) => [r.event_key, r.severity])).toEqual([
      ['payout:41:mismatch', 'critical'],
      ['payout:41:unconfirmed', 'critical'],
    ]);
  });

  it('tells a watcher lag past ALERT_WATCHER_LAG_SECONDS once an hour, not a lag within it', async () => {
    const deps = { db: t.db, ...clock, config: { ...t.config, alerts: { ...t.config.alerts, watcherLagSeconds: 300 } } };
    await alertWatcherLag(deps, 100n); // 300 s: within
    expect(await rows()).toEqual([]);
    await alertWatcherLag(deps, 101n);
    now += 30 * 60_000;
    await alertWatcherLag(deps, 500n);
    expect(await rows()).toHaveLength(1);
    now += 60 * 60_000;
    await alertWatcherLag(deps, 500n);
    expect((await rows()).map((r) => JSON.parse(r.detail))).toEqual([
      { lag_blocks: 101, lag_seconds: 303, limit_seconds: 300 },
      { lag_blocks: 500, lag_seconds: 1500, limit_seconds: 300 },
    ]);
  });
});

describe('the webhook', () => {
  it('gets each alert once as JSON, also when it was raised twice and two senders run at once', async () => {
    const hook = await receiver();
    try {
      await raiseAlert(clock, t.db, bigWin);
      await raiseAlert(clock, t.db, bigWin);
      const delivery = { url: hook.url, now: clock.now };
      const sent = await Promise.all([deliverDue(t.db, delivery), deliverDue(t.db, delivery), deliverDue(t.db, delivery)]);
      expect(sent.reduce((a, b) => a + b)).toBe(1);
      expect(await deliverDue(t.db, delivery)).toBe(0);
      expect(hook.bodies).toEqual([
        {
          id: expect.any(Number),
          kind: 'win',
          key: 'win:A1',
          severity: 'warning',
          text: 'Order A1 of member #7 won 25000u (round 1:202601010001)',
          detail: { order_no: 'A1', user_id: 7, round: '1:202601010001', payout: 2_500_000 },
          raised_at: new Date(now).toISOString(),
          contentType: 'application/json',
        },
      ]);
      expect(await rows()).toEqual([expect.objectContaining({ delivered_at: now, delivery_attempts: 1, last_delivery_error: null })]);
    } finally {
      await hook.close();
    }
  });

  it('tries again after a failure, later each time, and delivers once when the receiver takes it', async () => {
    const hook = await receiver([500, 503]);
    try {
      await raiseAlert(clock, t.db, bigWin);
      const delivery = { url: hook.url, now: clock.now };
      expect(await deliverDue(t.db, delivery)).toBe(0);
      expect(await rows()).toEqual([
        expect.objectContaining({
          delivered_at: null,
          delivery_attempts: 1,
          last_delivery_error: 'HTTP 500',
          next_attempt_at: now + 30_000,
        }),
      ]);
      expect(await deliverDue(t.db, delivery)).toBe(0); // not before its time
      now += retryAfterMs(1);
      expect(await deliverDue(t.db, delivery)).toBe(0);
      now += retryAfterMs(2) - 1;
      expect(await deliverDue(t.db, delivery)).toBe(0); // 60 s after the second failure, not 59.999
      now += 1;
      expect(await deliverDue(t.db, delivery)).toBe(1);
      expect(await deliverDue(t.db, delivery)).toBe(0);
      expect(hook.bodies.map((b) => b.key)).toEqual(['win:A1', 'win:A1', 'win:A1']);
      expect(await rows()).toEqual([expect.objectContaining({ delivered_at: now, delivery_attempts: 3, last_delivery_error: null })]);
    } finally {
      await hook.close();
    }
  });

  it('records an unreachable receiver as the failure, without its address', async () => {
    const hook = await receiver();
    await hook.close();
    await raiseAlert(clock, t.db, bigWin);
    expect(await deliverDue(t.db, { url: hook.url, now: clock.now })).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ delivered_at: null, delivery_attempts: 1 });
    expect(row!.last_delivery_error).toMatch(/ECONNREFUSED/);
  });
});

describe('the worker', () => {
  it('records a fault storm two processes raised as one alert on their next pass, and sends it once', async () => {
    const hook = await receiver();
    const log = { info: () => undefined, error: () => undefined };
    const worker = new AlertWorker({ db: t.db, webhookUrl: hook.url, leader: new SoleLeader(), now: clock.now, log });
    const other = new AlertWorker({ db: t.db, webhookUrl: hook.url, leader: new SoleLeader(), now: clock.now, log });
    try {
      // Two processes saw the same window's storm.
      worker.raiseSoon(dbFaultsAlert(20, 60_000, 1_767_268_800_000));
      other.raiseSoon(dbFaultsAlert(20, 60_000, 1_767_268_800_000));
      await Promise.all([worker.pass(), other.pass()]);
      await worker.pass();
      expect(hook.bodies.map((b) => [b.key, b.severity, b.text])).toEqual([
        ['db_faults:1767268800000', 'critical', '20 database faults within 60 s'],
      ]);
    } finally {
      await hook.close();
    }
  });
});
