import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember, type CallOptions } from '../testing/http';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off, one proxy (on), a hop count, or the proxies’ addresses and CIDRs', () => {
    for (const off of ['', '0', 'off', 'false', 'no']) expect(trustProxy(off)).toBe(false);
    for (const on of ['on', 'true', 'yes', 'ON']) expect(trustProxy(on)).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy(' 10.0.0.0/8, 127.0.0.1,::1 ,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
  });

  it('refuses at start what names no proxy (one line naming the setting)', () => {
    for (const bad of ['-1', '1.5', '11', 'maybe', 'localhost', '10.0.0.0/33', '10.0.0.300', '10.0.0.0/8,nginx', 'fd00::/129'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^setting TRUST_PROXY .*[^\n]$/);
  });
});

/** A request as the proxy at 127.0.0.1 forwards it, with the X-Forwarded-For it sent on. */
const via = (forwardedFor: string, socket = '127.0.0.1'): CallOptions => ({
  ip: socket,
  headers: { 'x-forwarded-for': forwardedFor },
});

async function sessionAddresses(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.app.db.selectFrom('sessions').select('ip').where('user_id', '=', userId).execute();
  return rows.map((r) => r.ip);
}

describe('behind one proxy that appends to X-Forwarded-For (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: trustProxy('1'), registrationsPerHour: 3 });
  });
  afterAll(async () => t.close());

  const login = (account: string, password: string, forwardedFor: string) =>
    post(t.app, '/api/user/login', { account, password }, via(forwardedFor));

  it('the client is the address the proxy saw, not one the client wrote before it', async () => {
    const m = await registerMember(t.app);
    expect((await login(m.username, m.password, 'forged, 203.0.113.1')).code).toBe(1);
    expect(await sessionAddresses(t, m.id)).toContain('203.0.113.1');
    expect(await sessionAddresses(t, m.id)).not.toContain('forged');
  });

  it('30 wrong passwords, each behind another forged address, lock the client out', async () => {
    const m = await registerMember(t.app);
    for (let i = 0; i < 30; i++) await login(m.username, 'guess-123', `198.51.100.${i}, 203.0.113.2`);
    expect((await login(m.username, m.password, '198.51.100.99, 203.0.113.2')).code).toBe(20008);
  });

  it('registrations are counted on the address the proxy saw', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await post(t.app, '/api/user/guest', {}, via(`198.51.100.${i}, 203.0.113.3`))).code);
    expect(codes).toEqual([1, 1, 1, 20009, 20009]);
  });
});

describe('behind the proxies listed by address (TRUST_PROXY=10.0.0.0/8,127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: trustProxy('10.0.0.0/8,127.0.0.1') });
  });
  afterAll(async () => t.close());

  it('the client is the right-most address no listed proxy added; a peer not listed is the client itself', async () => {
    const m = await registerMember(t.app);
    const login = (opts: CallOptions) => post(t.app, '/api/user/login', { account: m.username, password: m.password }, opts);
    expect((await login(via('forged, 203.0.113.4, 10.1.2.3'))).code).toBe(1);
    expect((await login(via('203.0.113.5', '198.51.100.7'))).code).toBe(1);
    const addresses = await sessionAddresses(t, m.id);
    expect(addresses).toEqual(expect.arrayContaining(['203.0.113.4', '198.51.100.7']));
    for (const notClient of ['forged', '10.1.2.3', '203.0.113.5']) expect(addresses).not.toContain(notClient);
  });

  it('believes X-Forwarded-Proto only from a listed proxy', async () => {
    const https = (socket: string) =>
      t.app.inject({ method: 'GET', url: '/api/Task/kefu', remoteAddress: socket, headers: { 'x-forwarded-proto': 'https' } });
    expect((await https('10.4.4.4')).headers['strict-transport-security']).toBeDefined();
    expect((await https('198.51.100.7')).headers['strict-transport-security']).toBeUndefined();
  });
});
