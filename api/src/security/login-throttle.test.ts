import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';

/** Login throttling through the real calls: per (account, address) pair, per address, per account. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { window: 15 * 60_000, perPair: 3, perAddress: 6, perAccount: 8, lockMs: 60_000, maxLockMs: 15 * 60_000 } });
});
afterAll(async () => t.close());

const login = (account: string, password: string, ip: string) => post(t.app, '/api/user/login', { account, password, lang: 'en' }, { ip });

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
  expect(throttle.lockedFor(m.username.toLowerCase())).toBeLessThanOrEqual(60_000);
  throttle.reset(m.username.toLowerCase());
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
