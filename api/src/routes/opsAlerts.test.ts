// The console's alerts and the CLI's, on both databases: every role lists them; acknowledging records who, once.
import type { FastifyInstance } from 'fastify';
import { raiseAlert } from '../alerts';
import { winAlert } from '../alerts/sources';
import { buildTestApp, type TestApp } from '../testing/app';
import { runOpsCommand } from '../testing/ops';
import { opsTestKit } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, walk, enrolled, nextStep, codeOf } = opsTestKit(() => app);
const cli = (...argv: string[]) => runOpsCommand({ db: app.db, dialect: app.dialect }, t.config, argv);

let orders = 0;
/** A new win alert; answers its id. */
async function raised(): Promise<number> {
  const orderNo = `T${(orders += 1)}`;
  await raiseAlert(app.deps, app.db, winAlert({ order_no: orderNo, user_id: 3, payout: 1_500_000 }, '1:202601010001'));
  return Number((await app.db.selectFrom('alerts').select('id').where('event_key', '=', `win:${orderNo}`).executeTakeFirstOrThrow()).id);
}

describe('alerts in the console', () => {
  it('pages them, open ones then acknowledged ones, newest first, each once though alerts are raised between pages', async () => {
    const [viewer, teller] = [await enrolled('viewer'), await enrolled('cashier')];
    const raisedIds = [await raised(), await raised(), await raised(), await raised()];
    await call('/api/ops/alertAck', { id: raisedIds[1] }, teller);
    const all = ((await call('/api/ops/alerts', { limit: 200 }, viewer)).data.rows as { id: number; acknowledged_at: number | null }[]).map(
      (a) => [a.acknowledged_at === null ? 0 : 1, a.id],
    );
    expect([...all].sort((a, b) => a[0]! - b[0]! || b[1]! - a[1]!)).toEqual(all);
    const walked = await walk('/api/ops/alerts', {}, viewer, 2, raised); // each newer than every alert walked
    expect(walked.ids).toEqual(all.map(([, id]) => id));
    expect(await call('/api/ops/alerts', { cursor: Buffer.from('[2,1]').toString('base64url') }, viewer)).toMatchObject({ code: 70150 });
  });

  it('every role lists them, open ones first and newest first; acknowledging records who and when, audited, once', async () => {
    const [viewer, teller] = [await enrolled('viewer'), await enrolled('cashier')];
    const [first, second, third] = [await raised(), await raised(), await raised()];
    const acked = await call('/api/ops/alertAck', { id: second }, teller);
    expect(acked).toMatchObject({
      code: 1,
      data: {
        id: second,
        kind: 'win',
        severity: 'warning',
        acknowledged_by: `operator:${teller.name}`,
        acknowledged_at: expect.any(Number),
      },
    });
    const listed = await call('/api/ops/alerts', {}, viewer);
    expect(listed.code).toBe(1);
    const ids = (listed.data.rows as { id: number }[]).map((a) => a.id);
    expect(ids.indexOf(third)).toBeLessThan(ids.indexOf(first));
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(listed.data.rows.find((a: { id: number }) => a.id === first)).toEqual({
      id: first,
      kind: 'win',
      severity: 'warning',
      detail: { order_no: expect.any(String), user_id: 3, round: '1:202601010001', payout: 1_500_000 },
      raised_at: expect.any(Number),
      acknowledged_by: null,
      acknowledged_at: null,
      delivered_at: null,
      delivery_attempts: 0,
      last_delivery_error: null,
    });
    const audit = await app.db.selectFrom('audit_log').selectAll().where('target', '=', `alert:${second}`).execute();
    expect(audit).toEqual([expect.objectContaining({ actor: `operator:${teller.name}`, action: 'alert.acknowledge' })]);

    // Already acknowledged (by anyone), in the three languages; unknown; a viewer only reads.
    expect(await call('/api/ops/alertAck', { id: second, lang: 'en' }, teller)).toMatchObject({
      code: 70070,
      msg: 'This alert was already acknowledged',
    });
    expect(await call('/api/ops/alertAck', { id: second, lang: 'tw' }, teller)).toMatchObject({ code: 70070, msg: '此警示已經確認過了' });
    expect(await call('/api/ops/alertAck', { id: second, lang: 'zh' }, teller)).toMatchObject({ code: 70070, msg: '此警示已经确认过了' });
    expect(await call('/api/ops/alertAck', { id: 999_999, lang: 'en' }, teller)).toMatchObject({ code: 70071, msg: 'No such alert' });
    expect(await call('/api/ops/alertAck', { id: first }, viewer)).toMatchObject({ code: 70002 });
    expect(
      (await app.db.selectFrom('alerts').select('acknowledged_by').where('id', '=', first).executeTakeFirstOrThrow()).acknowledged_by,
    ).toBeNull();
  });

  it("an operator name locked by failed sign-ins raises one alert for the throttle's window", async () => {
    const target = await enrolled('admin');
    const failures = async (n: number) => {
      for (let i = 0; i < n; i++) {
        nextStep();
        await call('/api/ops/signIn', { name: target.name, password: 'not the password', code: codeOf(target.secret) });
      }
    };
    const signInAlerts = () => app.db.selectFrom('alerts').selectAll().where('kind', '=', 'signin_failures').execute();
    await failures(t.config.throttle.perPair - 1);
    expect(await signInAlerts()).toEqual([]);
    await failures(1); // the failure that locks the name from this address
    await failures(3); // refused as locked, or failing again once the lock ends: the same window
    const [alert, ...more] = await signInAlerts();
    expect(more).toEqual([]);
    expect(alert!.event_key).toMatch(new RegExp(`^signin:${target.name}:\\d+$`));
    expect(JSON.parse(alert!.detail)).toEqual({ name: target.name, address: '127.0.0.1' });
  });
});

describe('alerts in the CLI', () => {
  it('alert:list shows them with their words and webhook state; alert:ack acknowledges as --by, once', async () => {
    const id = await raised();
    const listed = await cli('alert:list');
    expect(listed).toMatchObject({ code: 0 });
    expect(listed.out).toMatch(
      new RegExp(`^${id}\\twin\\twarning\\t\\S+\\tOrder T\\d+ of member #3 won 15000u \\(round 1:202601010001\\)\\tnot sent\\t$`, 'm'),
    );
    expect(await cli('alert:ack', String(id))).toMatchObject({ code: 0, out: `alert ${id}: acknowledged by operator:ops-tester` });
    expect(await cli('alert:ack', String(id))).toMatchObject({
      code: 1,
      err: 'This alert was already acknowledged; nothing was changed',
    });
    expect(await cli('alert:ack')).toMatchObject({ code: 2 });
    expect((await cli('alert:list')).out).toMatch(new RegExp(`^${id}\\t.*\\toperator:ops-tester \\S+$`, 'm'));
  });
});
