// The console's reconciliation calls and the CLI's commands, on both databases, without a node (the chain's parts are
// listed unchecked; tests on a real chain: reports/reconciliation/reconciliation.test.ts): every role reads the runs,
// a cashier runs one for the days asked, audited, its alert raised once; periods out of bounds are refused.
import type { FastifyInstance } from 'fastify';
import { GROUP_MEMBER } from 'shared-contracts';
import { addDays, dateIn } from '../domain/time';
import { withdrawalHold } from '../domain/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { createMember, fund, postAlone } from '../testing/ledger';
import { runOpsCommand } from '../testing/ops';
import { opsTestKit } from '../testing/opsSession';
import { approveWithdrawalIn } from '../wallet/withdrawals/markPaid';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, walk, enrolled } = opsTestKit(() => app);
const cli = (...argv: string[]) => runOpsCommand({ db: app.db, dialect: app.dialect }, t.config, argv);
const today = () => dateIn(app.deps.now(), app.config.lottery.calendar.timeZone);

/** A USDT withdrawal approved two days ago and never paid: a difference whatever the node. */
async function unpaidWithdrawal(): Promise<number> {
  const userId = await createMember(app.db, GROUP_MEMBER);
  await fund(app.db, userId, 7_000);
  const hold = await postAlone(app.db, withdrawalHold(userId, 7_000, 'usdt:TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy'));
  const at = app.deps.now() - 48 * 3_600_000;
  await app.db.transaction().execute((trx) => approveWithdrawalIn(app.ledger, trx, hold.id, { actor: 'operator:ann', address: 'cli' }, at));
  return hold.id;
}

describe('reconciliation in the console', () => {
  it('a cashier runs one for the days asked: stored, audited, its alert raised once; every role reads it', async () => {
    const [viewer, teller] = [await enrolled('viewer'), await enrolled('cashier')];
    const entry = await unpaidWithdrawal();
    const ran = await call('/api/ops/reconcile', { from: addDays(today(), -2), to: today() }, teller);
    expect(ran.code).toBe(1);
    expect(ran.data.run).toMatchObject({
      ran_by: `operator:${teller.name}`,
      ok: false,
      unchecked: ['deposits', 'liabilities'],
      difference_count: 1,
    });
    expect(ran.data.differences).toEqual([
      expect.objectContaining({ part: 'payouts', cause: 'not_paid', ref: `withdrawal:${entry}`, ours: '7000' }),
    ]);
    const id = ran.data.run.id as number;
    const audit = await app.db.selectFrom('audit_log').selectAll().where('target', '=', `reconciliation:${id}`).execute();
    expect(audit).toEqual([expect.objectContaining({ actor: `operator:${teller.name}`, action: 'reconciliation.run' })]);
    const alerts = await app.db.selectFrom('alerts').select('kind').where('event_key', '=', `reconciliation:${id}`).execute();
    expect(alerts).toEqual([{ kind: 'reconciliation_failed' }]);

    const listed = await call('/api/ops/reconciliations', {}, viewer);
    expect(listed.data.rows[0]).toEqual(ran.data.run);
    expect((await call('/api/ops/reconciliation', { id }, viewer)).data).toEqual(ran.data);
    expect(await call('/api/ops/reconcile', { from: today(), to: today() }, viewer)).toMatchObject({ code: 70002 });
    expect(await call('/api/ops/reconciliation', { id: id + 100 }, viewer)).toMatchObject({ code: 70092 });
  });

  it('pages the runs, newest first, each once though runs are stored between pages; a forged cursor is refused', async () => {
    const viewer = await enrolled('viewer');
    const store = (ranAt: number) =>
      app.db
        .insertInto('reconciliations')
        .values({
          period_from: 0,
          period_to: 1,
          ran_at: ranAt,
          ran_by: 'operator:ann',
          scheduled_day: null,
          ok: 1,
          unchecked: '[]',
          failure: null,
          difference_count: 0,
          differences: '[]',
          figures: null,
        })
        .execute();
    const at = app.deps.now();
    for (let i = 0; i < 5; i += 1) await store(at - (i % 2) * 1000); // runs of one time: ordered by id
    const all = (await call('/api/ops/reconciliations', { limit: 200 }, viewer)).data.rows as Array<{ id: number; ran_at: number }>;
    expect(all.length).toBeGreaterThan(5);
    const walked = await walk('/api/ops/reconciliations', {}, viewer, 2, () => store(at)); // newer than every row walked
    expect(walked.ids).toEqual(all.map((run) => run.id));
    // Ordered by the stored time in ms, then id (the wire's seconds can tie where the milliseconds do not).
    const stored = await app.db.selectFrom('reconciliations').select(['id', 'ran_at']).execute();
    const ranAt = new Map(stored.map((row) => [Number(row.id), Number(row.ran_at)]));
    const keys = all.map((run) => [ranAt.get(run.id)!, run.id]);
    expect([...keys].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!)).toEqual(keys);
    expect(await call('/api/ops/reconciliations', { cursor: Buffer.from('[1]').toString('base64url') }, viewer)).toMatchObject({
      code: 70150,
    });
  });

  it('refuses a period after today or reversed (70090) and one of more than 31 days (70091), storing nothing', async () => {
    const teller = await enrolled('cashier');
    const before = await app.db.selectFrom('reconciliations').select('id').execute();
    const asked = [
      { from: today(), to: addDays(today(), 1) },
      { from: today(), to: addDays(today(), -1) },
    ];
    for (const period of asked) expect(await call('/api/ops/reconcile', period, teller)).toMatchObject({ code: 70090 });
    expect(await call('/api/ops/reconcile', { from: addDays(today(), -31), to: today() }, teller)).toMatchObject({
      code: 70091,
      msg: '一次對帳最多 31 天',
    });
    expect(await app.db.selectFrom('reconciliations').select('id').execute()).toEqual(before);
  });
});

describe('reconciliation in the CLI', () => {
  it('reconcile stores a run, prints each difference and fails (exit 1) when there is one; reconcile:list lists it', async () => {
    const entry = await unpaidWithdrawal();
    const ran = await cli('reconcile', '--from', addDays(today(), -1), '--to', today());
    expect(ran.code).toBe(1);
    expect(ran.out).toContain(`payouts\tapproved, no payout recorded in time\twithdrawal:${entry}`);
    expect(ran.err).toMatch(/difference\(s\); NOT CHECKED \(no node set\): deposits, liabilities/);
    const listed = await cli('reconcile:list');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')[0]).toMatch(/^reconciliation \d+ \(operator:ops-tester, .*difference\(s\)/);
  });

  it('refuses half a period (exit 2) and a period too long in words (exit 1)', async () => {
    expect((await cli('reconcile', '--from', today())).code).toBe(2);
    const long = await cli('reconcile', '--from', addDays(today(), -40), '--to', today());
    expect(long).toMatchObject({ code: 1, err: expect.stringContaining('A reconciliation covers 31 days at most') });
  });
});
