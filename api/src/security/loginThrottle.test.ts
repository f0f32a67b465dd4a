import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember, type Answer } from '../testing/http';
import { DEVICE_COOKIE } from './deviceProof';

/** Login throttling through the real calls: per (account, address) pair, per address, per account. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    throttle: { window: 15 * 60_000, perPair: 3, perAddress: 6, perAccount: 8, lockMs: 60_000, maxLockMs: 15 * 60_000 },
  });
});
afterAll(async () => t.close());

const login = (account: string, password: string, ip: string, cookie?: string) =>
  post(t.app, '/api/user/login', { account, password, lang: 'en' }, { ip, ...(cookie ? { headers: { cookie } } : {}) });

it("a stranger's wrong guesses lock only his own address, not the member's", async () => {
  const m = await registerMember(t.app);
  for (let i = 0; i < 3; i++) expect((await login(m.username, 'guess-123', '10.20.0.1')).code).toBe(20007);
  const locked = await login(m.username, m.password, '10.20.0.1');
  expect(locked).toMatchObject({ code: 20008, msg: 'Too many attempts, please try again in 1 minutes' });
  expect((await login(m.username, m.password, '10.20.0.2')).code).toBe(1);
});

it('one address guessing across many accounts is stopped at the per-address limit', async () => {
  const victims = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => registerMember(t.app)));
  const codes = [];
  for (const v of victims) codes.push((await login(v.username, 'guess-123', '10.20.1.1')).code);
  expect(codes.slice(0, 6)).toEqual([20007, 20007, 20007, 20007, 20007, 20007]);
  expect(codes[6]).toBe(20008);
  expect((await login(victims[0]!.username, victims[0]!.password, '10.20.1.2')).code).toBe(1);
});

it('guessing one account from many addresses locks the account, but only briefly', async () => {
  const m = await registerMember(t.app);
  for (let i = 0; i < 8; i++) expect((await login(m.username, 'guess-123', `10.20.2.${i}`)).code).toBe(20007);
  expect((await login(m.username, m.password, '10.20.3.1')).code).toBe(20008);
  // The account lock lasts lockMs (1 minute here): after it the member gets in.
  const throttle = t.app.throttles.loginAccount;
  expect(await throttle.lockedFor(m.username.toLowerCase())).toBeLessThanOrEqual(60_000);
  await throttle.reset(m.username.toLowerCase());
  expect((await login(m.username, m.password, '10.20.3.1')).code).toBe(1);
});

it('a success clears the pair counter', async () => {
  const m = await registerMember(t.app);
  // Two rounds of 2 failures: without the reset the pair (limit 3) would be locked in the second.
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 2; i++) await login(m.username, 'guess-123', '10.20.4.1');
    expect((await login(m.username, m.password, '10.20.4.1')).code).toBe(1);
  }
});

describe('a parallel burst is verified at most `limit` times', () => {
  it('30 wrong passwords and the right one at once from one address: the right one is refused as locked', async () => {
    const m = await registerMember(t.app);
    const burst = [...Array.from({ length: 30 }, (_, i) => `guess-${i}x`), m.password].map((password) =>
      login(m.username, password, '10.21.0.1'),
    );
    const codes = (await Promise.all(burst)).map((a) => a.code);
    expect(codes.filter((c) => c === 20007)).toHaveLength(t.config.throttle.perPair);
    expect(codes.filter((c) => c === 20008)).toHaveLength(31 - t.config.throttle.perPair);
    expect(codes[30]).toBe(20008);
  });

  it('40 wrong passwords from 40 addresses and the right one at once: the account lock holds', async () => {
    const m = await registerMember(t.app);
    const burst = Array.from({ length: 40 }, (_, i) => login(m.username, 'guess-123', `10.21.1.${i}`));
    const codes = (await Promise.all([...burst, login(m.username, m.password, '10.21.2.1')])).map((a) => a.code);
    expect(codes.filter((c) => c === 20007)).toHaveLength(t.config.throttle.perAccount);
    expect(codes[40]).toBe(20008);
  });

  it('25 members behind one address logging in at once with their right passwords all get in', async () => {
    const members = await Promise.all(Array.from({ length: 25 }, () => registerMember(t.app)));
    const codes = (await Promise.all(members.map((m) => login(m.username, m.password, '10.21.3.1')))).map((a) => a.code);
    expect(codes).toEqual(Array(25).fill(1));
  });

  it('one member logging in from 10 tabs at once with the right password gets in on every one', async () => {
    const m = await registerMember(t.app);
    const codes = (await Promise.all(Array.from({ length: 10 }, () => login(m.username, m.password, '10.21.4.1')))).map((a) => a.code);
    expect(codes).toEqual(Array(10).fill(1));
  });
});

/** The device proof of a successful login's answer, as the browser would send it back. */
function deviceCookieOf(answer: Answer): string {
  const line = String(answer.headers['set-cookie']);
  expect(line).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]+\\.\\d+\\.[\\w-]+; `));
  return line.split(';')[0]!;
}

describe('a browser that logged in before is not locked out by strangers (device proof)', () => {
  const lockAccount = async (username: string, net: string) => {
    for (let i = 0; i < t.config.throttle.perAccount; i++) expect((await login(username, 'guess-123', `${net}.${i}`)).code).toBe(20007);
  };

  it('issues an HttpOnly, SameSite=Strict cookie for the login and password-reset paths only', async () => {
    const m = await registerMember(t.app);
    const res = await login(m.username, m.password, '10.22.0.1');
    const cookies = [res.headers['set-cookie']].flat().map(String);
    expect(cookies).toEqual([
      expect.stringMatching(/; Path=\/api\/user\/login; Max-Age=7776000; HttpOnly; SameSite=Strict$/),
      expect.stringMatching(/; Path=\/api\/user\/resetPassword; Max-Age=7776000; HttpOnly; SameSite=Strict$/),
    ]);
  });

  it('the device logs in while the account is locked for every other browser', async () => {
    const m = await registerMember(t.app);
    const cookie = deviceCookieOf(await login(m.username, m.password, '10.22.1.1'));
    await lockAccount(m.username, '10.22.2');
    expect((await login(m.username, m.password, '10.22.3.1')).code).toBe(20008);
    const res = await login(m.username.toUpperCase(), m.password, '10.22.3.1', cookie);
    expect(res).toMatchObject({ code: 1, data: { id: m.id } });
  });

  it('the device keeps its own limit, and its address lock', async () => {
    const m = await registerMember(t.app);
    const cookie = deviceCookieOf(await login(m.username, m.password, '10.22.4.1'));
    // Wrong guesses with the proof, each from another address: only the device's own limit stops them.
    for (let i = 0; i < t.config.throttle.perPair; i++)
      expect((await login(m.username, 'guess-123', `10.22.5.${i}`, cookie)).code).toBe(20007);
    expect((await login(m.username, m.password, '10.22.6.1', cookie)).code).toBe(20008);
    // Another device of the member: its address is locked by guessing over other accounts.
    const other = deviceCookieOf(await login(m.username, m.password, '10.22.6.2'));
    for (let i = 0; i < t.config.throttle.perAddress; i++) await login(`nobody${i}`, 'guess-123', '10.22.7.1');
    expect((await login(m.username, m.password, '10.22.7.1', other)).code).toBe(20008);
  });

  it("another account's proof or a tampered one exempts nothing", async () => {
    const m = await registerMember(t.app);
    const stranger = await registerMember(t.app);
    const strangers = deviceCookieOf(await login(stranger.username, stranger.password, '10.22.8.1'));
    const own = deviceCookieOf(await login(m.username, m.password, '10.22.8.2'));
    await lockAccount(m.username, '10.22.9');
    const [id, expires, signature] = own.slice(DEVICE_COOKIE.length + 1).split('.');
    const tampered = `${DEVICE_COOKIE}=${id}.${Number(expires) + 1}.${signature}`;
    for (const cookie of [strangers, tampered, `${DEVICE_COOKIE}=garbage`]) {
      expect((await login(m.username, m.password, '10.22.10.1', cookie)).code).toBe(20008);
    }
  });
});

it('the device cookie is Secure when the request came over HTTPS through a trusted proxy', async () => {
  const https = await buildTestApp({ trustProxy: true });
  try {
    const m = await registerMember(https.app);
    const res = await post(
      https.app,
      '/api/user/login',
      { account: m.username, password: m.password },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  } finally {
    await https.close();
  }
});
