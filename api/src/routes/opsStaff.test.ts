// Staff lifecycle (issue 40): disabling and resetting an operator through a second admin, the session's absolute
// lifetime, idle operators, and the console's address list.
import type { FastifyInstance } from 'fastify';
import { disableIdleOperators } from '../operators/lifecycle';
import { OPS_IDLE_MS } from '../operators/sessions';
import { buildTestApp, type TestApp } from '../testing/app';
import { OPS_PASSWORD, opsTestKit, type SignedOperator } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, enrolled, nextStep, advance, codeOf } = opsTestKit(() => app);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const decide = (by: SignedOperator, id: number, decision: 'approve' | 'reject') =>
  call('/api/ops/requestDecide', { id, decision, reason: 'checked with them', lang: 'en' }, by);
const me = (op: SignedOperator) => call('/api/ops/me', {}, op);
const signIn = (op: SignedOperator) => {
  nextStep();
  return call('/api/ops/signIn', { name: op.name, password: OPS_PASSWORD, code: codeOf(op.secret) });
};
const audit = (action: string, target: string) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor', 'after'])
    .where('action', '=', action)
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('disabling an operator', () => {
  it('waits for a second admin, then ends every session of theirs at once and refuses their sign-in', async () => {
    const [alice, bob, carol] = [await enrolled('admin'), await enrolled('admin'), await enrolled('cashier')];
    const elsewhere = await signIn(carol);
    const carolElsewhere = { ...carol, csrf: elsewhere.data.csrf as string, cookie: elsewhere.setCookie!.split(';')[0]! };
    const asked = await call('/api/ops/operatorDisable', { name: carol.name, reason: 'left the company' }, alice);
    expect(asked).toMatchObject({ code: 1, data: { kind: 'operator.disable', state: 'pending' } });
    expect(await me(carol)).toMatchObject({ code: 1 }); // nothing happens on asking
    expect(await decide(alice, asked.data.id, 'approve')).toMatchObject({ code: 70020 }); // not by the asker
    expect(await decide(bob, asked.data.id, 'approve')).toMatchObject({ code: 1, data: { request: { state: 'approved' } } });
    expect(await me(carol)).toMatchObject({ code: 70001 });
    expect(await me(carolElsewhere)).toMatchObject({ code: 70001 });
    expect(await signIn(carol)).toMatchObject({ code: 70004 });
    expect(await audit('operator.disable', `operator:${carol.name}`)).toEqual([
      { actor: `operator:${bob.name}`, after: JSON.stringify({ sessions_ended: 2 }) },
    ]);
    // Asked again, or for nobody: refused when asked.
    expect(await call('/api/ops/operatorDisable', { name: carol.name, reason: 'again', lang: 'en' }, alice)).toMatchObject({
      code: 70024,
    });
  });

  it('never disables the last active admin', async () => {
    const admins = await app.db.selectFrom('operators').select('name').where('role', '=', 'admin').where('status', '=', 0).execute();
    const dave = await enrolled('admin');
    const erin = await enrolled('admin');
    // Every other admin disabled first, so dave and erin are the last two.
    for (const { name } of admins) {
      const asked = await call('/api/ops/operatorDisable', { name, reason: 'tidying up' }, dave);
      expect(await decide(erin, asked.data.id, 'approve')).toMatchObject({ code: 1 });
    }
    const first = await call('/api/ops/operatorDisable', { name: erin.name, reason: 'swap' }, dave);
    const second = await call('/api/ops/operatorDisable', { name: dave.name, reason: 'swap' }, erin);
    expect(await decide(dave, second.data.id, 'approve')).toMatchObject({ code: 1 });
    expect(await decide(dave, first.data.id, 'approve')).toMatchObject({ code: 70001 }); // dave, disabled, is signed out
    const frank = await enrolled('admin');
    expect(await decide(frank, first.data.id, 'approve')).toMatchObject({ code: 1 }); // frank and erin remained: erin goes
    expect(await call('/api/ops/operatorDisable', { name: frank.name, reason: 'last one', lang: 'en' }, frank)).toMatchObject({
      code: 70111,
      msg: 'The last active admin cannot be disabled',
    });
  });
});

describe("resetting an operator's sign-in", () => {
  it('gives the approver a new one-time link; the old password, authenticator and sessions stop working', async () => {
    const [alice, bob, gina] = [await enrolled('admin'), await enrolled('admin'), await enrolled('support')];
    const asked = await call('/api/ops/operatorReset', { name: gina.name, reason: 'lost her phone' }, alice);
    expect(asked).toMatchObject({ code: 1, data: { kind: 'operator.reset' } });
    const approved = await decide(bob, asked.data.id, 'approve');
    expect(approved).toMatchObject({ code: 1, data: { enrol_token: expect.any(String) } });
    expect(await me(gina)).toMatchObject({ code: 70001 });
    expect(await signIn(gina)).toMatchObject({ code: 70004 });
    const token = approved.data.enrol_token as string;
    const opened = (await call('/api/ops/enrolment', { token })).data as { secret: string; token: string };
    expect(opened.secret).not.toBe(gina.secret);
    const done = await call('/api/ops/enrol', { token: opened.token, password: 'a new long passphrase', code: codeOf(opened.secret) });
    expect(done).toMatchObject({ code: 1, data: { operator: { name: gina.name, role: 'support' } } });
    expect(await call('/api/ops/enrolment', { token })).toMatchObject({ code: 70006 }); // spent
    expect(await audit('operator.reset', `operator:${gina.name}`)).toEqual([
      { actor: `operator:${bob.name}`, after: JSON.stringify({ sessions_ended: 1 }) },
    ]);
  });
});

describe('sessions and idle operators', () => {
  it('ends a busy session at its absolute lifetime (OPS_SESSION_MAX_HOURS, 12 h)', async () => {
    const hank = await enrolled('viewer');
    // Used every 20 minutes (never idle), for 12 hours.
    for (let used = 0; used < 12 * HOUR - OPS_IDLE_MS; used += 20 * 60_000) {
      advance(20 * 60_000);
      expect(await me(hank)).toMatchObject({ code: 1 });
    }
    advance(OPS_IDLE_MS);
    expect(await me(hank)).toMatchObject({ code: 70001 });
  });

  it('refuses an operator idle past OPS_IDLE_DISABLE_DAYS (90) and records the disabling once', async () => {
    const ivan = await enrolled('cashier');
    const busy = await enrolled('cashier');
    advance(89 * DAY);
    expect(await signIn(busy)).toMatchObject({ code: 1 }); // signing in counts as activity
    advance(2 * DAY);
    expect(await signIn(ivan)).toMatchObject({ code: 70004 });
    const disabled = await disableIdleOperators(app.db, app.config.operators.idleDisableMs);
    expect(disabled).toContain(ivan.name);
    expect(disabled).not.toContain(busy.name);
    expect(await disableIdleOperators(app.db, app.config.operators.idleDisableMs)).not.toContain(ivan.name);
    expect(await audit('operator.idleDisable', `operator:${ivan.name}`)).toHaveLength(1);
    const row = await app.db.selectFrom('operators').select('status').where('name', '=', ivan.name).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
  });
});

describe('OPS_ALLOWED_CIDRS', () => {
  it('answers the console only to the listed addresses; the player app is not affected', async () => {
    const listed = await buildTestApp({ operators: { ...t.config.operators, allowedAddresses: ['10.0.0.0/8', '192.0.2.7'] } });
    try {
      const ask = (remoteAddress: string, url = '/api/ops/me') =>
        listed.app
          .inject({ method: 'POST', url, payload: { lang: 'en' }, remoteAddress })
          .then((res) => ({ status: res.statusCode, ...res.json() }));
      expect(await ask('127.0.0.1')).toMatchObject({
        status: 403,
        code: 70110,
        msg: 'The back office does not answer this network address',
      });
      expect(await ask('127.0.0.1', '/api/ops/signIn')).toMatchObject({ code: 70110 });
      expect(await ask('10.20.30.40')).toMatchObject({ code: 70001 }); // on the list: signed out, as usual
      expect(await ask('192.0.2.7')).toMatchObject({ code: 70001 });
      expect((await ask('127.0.0.1', '/api/index/index')).code).not.toBe(70110);
    } finally {
      await listed.close();
    }
  });
});

describe("the operators' front door", () => {
  const signInFrom = async (remoteAddress: string, body: Record<string, unknown>, cookie?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ops/signIn',
      payload: body,
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    return { ...(res.json() as { code: number }), cookies };
  };

  it("strangers' wrong sign-ins from many addresses lock the name, but not the operator's own browser; each failure is audited", async () => {
    const jill = await enrolled('cashier');
    nextStep();
    const first = await signInFrom('198.51.100.1', { name: jill.name, password: OPS_PASSWORD, code: codeOf(jill.secret) });
    expect(first.code).toBe(1);
    const proof = first.cookies.find((c) => c.startsWith('ops_device_proof='))!;
    expect(proof).toMatch(/HttpOnly/);
    expect(proof).toMatch(/Path=\/api\/ops\/signIn/);
    expect(first.cookies.some((c) => c.startsWith('ops_session='))).toBe(true);
    // 200 wrong sign-ins from 20 addresses, as an outside attack ran them.
    for (let i = 0; i < 200; i++) await signInFrom(`203.0.113.${i % 20}`, { name: jill.name, password: 'guessing wrong', code: '000000' });
    nextStep();
    const fromElsewhere = await signInFrom('198.51.100.9', { name: jill.name, password: OPS_PASSWORD, code: codeOf(jill.secret) });
    expect(fromElsewhere.code).toBe(70005); // a new browser: the name is locked
    nextStep();
    const own = await signInFrom(
      '198.51.100.1',
      { name: jill.name, password: OPS_PASSWORD, code: codeOf(jill.secret) },
      proof.split(';')[0],
    );
    expect(own.code).toBe(1);
    const failures = await app.db
      .selectFrom('audit_log')
      .select(['address', 'after'])
      .where('action', '=', 'session.signInFailed')
      .where('target', '=', `operator:${jill.name}`)
      .orderBy('id')
      .execute();
    expect(failures.length).toBe(201);
    expect(failures[0]).toEqual({ address: '203.0.113.0', after: JSON.stringify({ locked: false, known_device: false }) });
    expect(failures.at(-1)).toEqual({ address: '198.51.100.9', after: JSON.stringify({ locked: true, known_device: false }) });
  });

  it("a proof fits only its operator: another's proof does not lift the lock", async () => {
    const [kate, liam] = [await enrolled('viewer'), await enrolled('viewer')];
    nextStep();
    const liamIn = await signInFrom('198.51.100.2', { name: liam.name, password: OPS_PASSWORD, code: codeOf(liam.secret) });
    const liamProof = liamIn.cookies.find((c) => c.startsWith('ops_device_proof='))!.split(';')[0]!;
    for (let i = 0; i < 60; i++)
      await signInFrom(`203.0.113.${100 + (i % 10)}`, { name: kate.name, password: 'guessing wrong', code: '000000' });
    nextStep();
    expect((await signInFrom('198.51.100.2', { name: kate.name, password: OPS_PASSWORD, code: codeOf(kate.secret) }, liamProof)).code).toBe(
      70005,
    );
  });
});

describe("an operator's own sign-in", () => {
  it('changes their password with the current one and a code; their other sessions end, this one stays', async () => {
    const mia = await enrolled('viewer');
    const elsewhere = await signIn(mia);
    const other = { ...mia, csrf: elsewhere.data.csrf as string, cookie: elsewhere.setCookie!.split(';')[0]! };
    nextStep();
    const wrong = await call(
      '/api/ops/ownPassword',
      { current: 'not my password', code: codeOf(mia.secret), password: 'a brand new passphrase' },
      mia,
    );
    expect(wrong).toMatchObject({ code: 70004 });
    nextStep();
    const weak = await call('/api/ops/ownPassword', { current: OPS_PASSWORD, code: codeOf(mia.secret), password: 'password1234' }, mia);
    expect(weak).toMatchObject({ code: 70009 });
    nextStep();
    const changed = await call(
      '/api/ops/ownPassword',
      { current: OPS_PASSWORD, code: codeOf(mia.secret), password: 'a brand new passphrase' },
      mia,
    );
    expect(changed).toMatchObject({ code: 1 });
    expect(await me(mia)).toMatchObject({ code: 1 });
    expect(await me(other)).toMatchObject({ code: 70001 });
    expect(await signIn(mia)).toMatchObject({ code: 70004 }); // the old password
    nextStep();
    expect(await call('/api/ops/signIn', { name: mia.name, password: 'a brand new passphrase', code: codeOf(mia.secret) })).toMatchObject({
      code: 1,
    });
    expect(await audit('operator.passwordChange', `operator:${mia.name}`)).toEqual([
      { actor: `operator:${mia.name}`, after: JSON.stringify({ sessions_ended: 1 }) },
    ]);
  });

  it('moves to a new authenticator only once a code from it confirms; the old one then stops working', async () => {
    const ned = await enrolled('cashier');
    nextStep();
    const started = await call('/api/ops/ownAuthenticatorStart', { password: OPS_PASSWORD, code: codeOf(ned.secret) }, ned);
    expect(started).toMatchObject({ code: 1, data: { otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\//) } });
    const fresh = started.data.secret as string;
    nextStep();
    expect(await call('/api/ops/ownAuthenticatorConfirm', { code: codeOf(ned.secret) }, ned)).toMatchObject({ code: 70007 }); // the old app's code
    expect(await signIn(ned)).toMatchObject({ code: 1 }); // not moved yet
    nextStep();
    expect(await call('/api/ops/ownAuthenticatorConfirm', { code: codeOf(fresh) }, ned)).toMatchObject({ code: 1 });
    expect(await signIn(ned)).toMatchObject({ code: 70004 }); // the old authenticator
    nextStep();
    expect(await call('/api/ops/signIn', { name: ned.name, password: OPS_PASSWORD, code: codeOf(fresh) })).toMatchObject({ code: 1 });
    expect(await audit('operator.authenticatorChange', `operator:${ned.name}`)).toHaveLength(1);
  });
});
