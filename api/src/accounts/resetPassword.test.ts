import { CLI_ACTOR } from '../audit/log';
import { DEVICE_COOKIE } from '../security/deviceProof';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember, uniqueUsername } from '../testing/http';
import { issueRecoveryCode } from './recovery';

/**
 * A password reset before sign-in (issue 42): it told held names from unknown ones, answered without limit, and 50
 * strangers' wrong codes locked the member's right one. Small limits here, the real throttles and calls.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    throttle: { window: 15 * 60_000, perPair: 3, perAddress: 6, perAccount: 8, lockMs: 60_000, maxLockMs: 15 * 60_000 },
  });
});
afterAll(async () => t.close());

const NEW_PASS = 'fresh-Start-2026';
const reset = (username: string, code: string, ip: string, opts: { new_pass?: string; cookie?: string } = {}) =>
  post(
    t.app,
    '/api/user/resetPassword',
    { username, code, new_pass: opts.new_pass ?? NEW_PASS, lang: 'en' },
    { ip, ...(opts.cookie ? { headers: { cookie: opts.cookie } } : {}) },
  );

/** An answer as a prober compares it: everything but the clock's `date` header, which may cross a second between two calls. */
const probed = ({ headers: { date: _date, ...headers }, ...answer }: Awaited<ReturnType<typeof reset>>) => ({ ...answer, headers });

async function codeFor(userId: number): Promise<string> {
  const issued = await t.app.db
    .transaction()
    .execute((trx) => issueRecoveryCode(trx, userId, 'password', { ...CLI_ACTOR, reason: 'verified by phone' }));
  return issued.code;
}

it('answers a name nobody holds exactly as a held name with a wrong code, weak passwords included', async () => {
  const member = await registerMember(t.app);
  await codeFor(member.id);
  const held = await reset(member.username, 'AAAAAAAAAA', '10.42.0.1');
  const unknown = await reset(uniqueUsername(), 'AAAAAAAAAA', '10.42.0.2');
  expect(held).toMatchObject({ code: 20033 });
  expect(probed(unknown)).toEqual(probed(held));
  const weakHeld = await reset(member.username, 'AAAAAAAAAA', '10.42.0.3', { new_pass: '123' });
  const weakUnknown = await reset(uniqueUsername(), 'AAAAAAAAAA', '10.42.0.4', { new_pass: '123' });
  expect(weakHeld.code).toBe(20004);
  expect(probed(weakUnknown)).toEqual(probed(weakHeld));
});

it('stops one address probing names at the per-address limit, held or not', async () => {
  const codes = [];
  for (let i = 0; i < 7; i++) codes.push((await reset(uniqueUsername(), 'AAAAAAAAAA', '10.42.1.1')).code);
  expect(codes).toEqual([20033, 20033, 20033, 20033, 20033, 20033, 20008]);
});

it("strangers' wrong codes from many addresses lock the name for new browsers, never the member's own phone with the right code", async () => {
  const member = await registerMember(t.app);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { account: member.username, password: member.password },
    remoteAddress: '10.42.2.1',
  });
  const proofs = [signIn.headers['set-cookie']].flat().map(String);
  const proof = proofs.find((cookie) => cookie.includes('Path=/api/user/resetPassword'));
  expect(proof).toBeDefined();
  const cookie = proof!.split(';', 1)[0]!;
  expect(cookie.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);

  const code = await codeFor(member.id);
  for (let i = 0; i < 50; i++) await reset(member.username, `WRONG${String(i).padStart(5, '2')}`, `10.42.3.${i}`);
  expect(await reset(member.username, code, '10.42.4.1')).toMatchObject({ code: 20008 }); // a new browser: locked
  const done = await reset(member.username, code, '10.42.2.1', { cookie });
  expect(done).toMatchObject({ code: 1, data: { withdrawals_from: expect.any(Number) } });

  const audit = await t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'member.reset')
    .where('target', '=', `member:${member.id}`)
    .execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actor: `member:${member.id}`, address: '10.42.2.1' });
  expect(JSON.parse(audit[0]!.after!)).toMatchObject({ kind: 'password' });
});
