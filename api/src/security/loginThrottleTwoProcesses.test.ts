import type { FastifyInstance } from 'fastify';
import { buildApp } from '../build';
import { freshDatabase, testDatabaseUrl, type TestDatabase } from '../testing/app';
import { post, registerMember } from '../testing/http';

/**
 * Two api processes (two apps) on one PostgreSQL schema: a burst spread over both is held to the limits of one.
 * On SQLite (one process) throttles stay in memory, so this is PostgreSQL only.
 */
const onPostgres = testDatabaseUrl() ? describe : describe.skip;

onPostgres('throttles across api processes', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await freshDatabase({
      throttle: { window: 15 * 60_000, perPair: 3, perAddress: 100, perAccount: 100, lockMs: 60_000, maxLockMs: 15 * 60_000 },
    });
    // One after the other: the second finds the schema migrated.
    apps.push(await buildApp({ config: database.config }));
    apps.push(await buildApp({ config: database.config }));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  const login = (app: FastifyInstance, account: string, password: string) =>
    post(app, '/api/user/login', { account, password, lang: 'en' }, { ip: '10.30.0.1' });

  it('20 wrong passwords at once, half to each process, are checked only `limit` times; the right one then waits', async () => {
    const m = await registerMember(apps[0]!);
    const burst = Array.from({ length: 20 }, (_, i) => login(apps[i % 2]!, m.username, `guess-${i}x`));
    const codes = (await Promise.all(burst)).map((answer) => answer.code);
    expect(codes.filter((code) => code === 20007)).toHaveLength(3);
    expect(codes.filter((code) => code === 20008)).toHaveLength(17);
    for (const app of apps) expect((await login(app, m.username, m.password)).code).toBe(20008);
  });
});
