import { SCRYPT_PRODUCTION, loadConfig } from './config';
import { hashSecret, parseHash, verifySecret } from './security/password';

describe('config', () => {
  it('defaults to the production settings', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: null, corsOrigins: [], seedDemo: true });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.sessionMsRemember).toBe(14 * 24 * 3_600_000);
    expect(c.sessionMsShort).toBeLessThan(c.sessionMsRemember);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://x/y',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://x/y',
      corsOrigins: ['https://a.example', 'https://b.example'],
      logLevel: 'warn',
    });
  });

  it('has no customer-service link unless KEFU_LINE names one (no placeholder that leads nowhere)', () => {
    expect(loadConfig({}).kefuLine).toBe('');
    expect(loadConfig({ KEFU_LINE: ' https://chat.example/room ' }).kefuLine).toBe('https://chat.example/room');
  });

  it('takes SCRYPT_N only as a power of two', () => {
    expect(loadConfig({ SCRYPT_N: '1024' }).scrypt).toEqual({ N: 1024, r: 8, p: 1 });
    expect(() => loadConfig({ SCRYPT_N: '1000' })).toThrow(/power of two/);
  });

  it('takes the largest deposit request in whole u (DEPOSIT_MAX_AMOUNT, default 1,000,000u), held in minor units', () => {
    expect(loadConfig({}).wallet.depositMaxAmount).toBe(100_000_000);
    expect(loadConfig({ DEPOSIT_MAX_AMOUNT: '5000' }).wallet.depositMaxAmount).toBe(500_000);
    for (const bad of ['0', '-1', '12.5', 'lots', '20000000000'])
      expect(() => loadConfig({ DEPOSIT_MAX_AMOUNT: bad })).toThrow(/DEPOSIT_MAX_AMOUNT/);
  });

  it('runs one api process unless WORKERS asks for more, and more only on PostgreSQL (one process owns the SQLite file)', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://x/y' }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs PostgreSQL.*set DATABASE_URL/);
    for (const bad of ['0', '-1', '1.5', 'many'])
      expect(() => loadConfig({ WORKERS: bad, DATABASE_URL: 'postgres://x/y' })).toThrow(/WORKERS/);
  });

  it('gives a request REQUEST_TIMEOUT_SECONDS (30) to arrive, never unbounded', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutMs).toBe(5_000);
    for (const bad of ['0', '-1', 'soon']) expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: bad })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('takes DATABASE_URL only as a PostgreSQL URL (a typo is not waited for as a host name), and bounds every wait on it', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/trade' }).databaseUrl).toBe('postgresql://u:p@db:5432/trade');
    for (const bad of ['garbage', 'mysql://x/y', 'db:5432/trade'])
      expect(() => loadConfig({ DATABASE_URL: bad })).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    expect(loadConfig({}).pgTimeouts).toEqual({ acquireMs: 5_000, statementMs: 15_000, lockMs: 5_000, queueMax: 1_000 });
    expect(loadConfig({}).dbWaitSeconds).toBe(60);
  });

  it('takes MIGRATE_DATABASE_URL, the owner role that migrates, only beside DATABASE_URL and only as a PostgreSQL URL', () => {
    const both = { DATABASE_URL: 'postgres://trade_api@db/trade', MIGRATE_DATABASE_URL: 'postgres://trade_owner@db/trade' };
    expect(loadConfig(both).migrateDatabaseUrl).toBe('postgres://trade_owner@db/trade');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).migrateDatabaseUrl).toBeNull();
    expect(() => loadConfig({ MIGRATE_DATABASE_URL: 'postgres://x/y' })).toThrow(/MIGRATE_DATABASE_URL needs DATABASE_URL/);
    expect(() => loadConfig({ ...both, MIGRATE_DATABASE_URL: 'db:5432/trade' })).toThrow(/MIGRATE_DATABASE_URL must be a PostgreSQL URL/);
  });

  it('refuses a malformed number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('password hashing', () => {
  it('uses scrypt N=2^16, r=8, p=1 by default (production parameters), with a per-hash salt', async () => {
    const { scrypt } = loadConfig({});
    expect(scrypt).toEqual({ N: 65536, r: 8, p: 1 });
    expect(SCRYPT_PRODUCTION).toEqual({ N: 65536, r: 8, p: 1 });
    const a = await hashSecret('demo1234', scrypt);
    const b = await hashSecret('demo1234', scrypt);
    expect(parseHash(a)).toMatchObject({ N: 65536, r: 8, p: 1 });
    expect(a).not.toBe(b);
    expect(await verifySecret('demo1234', a)).toBe(true);
    expect(await verifySecret('demo1235', a)).toBe(false);
  });

  it('verifies against the parameters stored in the hash, and never matches a malformed hash', async () => {
    const cheap = await hashSecret('x1', { N: 1024, r: 8, p: 1 });
    expect(await verifySecret('x1', cheap)).toBe(true);
    for (const bad of ['', '!', 'scrypt$0$8$1$a$b', 'bcrypt$x', cheap.replace(/\$[^$]+$/, '$AAAA')])
      expect(await verifySecret('x1', bad)).toBe(false);
  });
});
