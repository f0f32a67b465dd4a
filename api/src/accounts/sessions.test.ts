import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../build';
import type { Notifications } from '../db/notifications';
import { runOps } from '../ops/run';
import { asOperator } from '../testing/ops';
import { hashToken } from '../security/token';
import { buildTestApp, buildTestDb, testDatabaseUrl, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { Sessions } from './sessions';

const codeOf = async (app: FastifyInstance, token: string) => (await post(app, '/api/user/userInfo', {}, { token })).code;
const loginOn = async (app: FastifyInstance, m: { username: string; password: string }): Promise<string> =>
  (await post(app, '/api/user/login', { account: m.username, password: m.password })).data.token;

describe('a reconnected listener', () => {
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  beforeAll(async () => {
    t = await buildTestDb();
  });
  afterAll(async () => t.close());

  const memberNamed = async (username: string) =>
    (
      await t.db
        .insertInto('users')
        .values({ username, password_hash: '!', nickname: 'r', group_id: 1, inviter_id: null, security_code_hash: null, created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('drops every cached session: a revocation sent meanwhile was lost', async () => {
    let resume = () => {};
    const notifications = {
      hearing: true,
      subscribe: () => () => {},
      onResume: (fn: () => void) => (resume = fn),
    } as unknown as Notifications;
    const sessions = new Sessions(t.db, t.config, notifications, true);
    const id = await memberNamed('resumed');
    const token = await sessions.create(t.db, id, false, '127.0.0.1');
    await expect(sessions.resolve(token)).resolves.toMatchObject({ id });
    // Another process ends the session; its notice is lost while this one's listener is down.
    await t.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    resume();
    await expect(sessions.resolve(token)).rejects.toMatchObject({ def: { code: 50008 } });
  });

  it('while not hearing, serves no cached session: a revocation may be passing unheard', async () => {
    const notifications = { hearing: true, subscribe: () => () => {}, onResume: () => {} };
    const sessions = new Sessions(t.db, t.config, notifications as unknown as Notifications, true);
    const id = await memberNamed('unheard');
    const token = await sessions.create(t.db, id, false, '127.0.0.1');
    await expect(sessions.resolve(token)).resolves.toMatchObject({ id });
    notifications.hearing = false;
    await t.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute(); // its notice is lost
    await expect(sessions.resolve(token)).rejects.toMatchObject({ def: { code: 50008 } });
  });

  it('resolves a herd of tokens read together (a restart) each to its own member, and refuses the unknown one among them', async () => {
    const notifications = { hearing: true, subscribe: () => () => {}, onResume: () => {} } as unknown as Notifications;
    const sessions = new Sessions(t.db, t.config, notifications, true);
    const ids = await Promise.all([1, 2, 3].map((i) => memberNamed(`herd${i}`)));
    const tokens = await Promise.all(ids.map((id) => sessions.create(t.db, id, false, '127.0.0.1')));
    const answers = await Promise.allSettled([...tokens, 'not-a-token', tokens[0]!].map((token) => sessions.resolve(token)));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.id : (a.reason as { def: { code: number } }).def.code))).toEqual([
      ...ids,
      50008,
      ids[0],
    ]);
  });
});

(testDatabaseUrl() ? describe : describe.skip)('two api processes on one PostgreSQL schema', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    a = t.app;
    b = await buildApp({ config: t.config });
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  /** The listening connections of the apps on this schema, by the name each gives its connection. */
  const listeners = async () =>
    (
      await sql<{ pid: number }>`select pid from pg_stat_activity
        where starts_with(application_name, ${`trade-listen:${t.config.databaseSchema}:`})`.execute(a.db)
    ).rows.map((row) => row.pid);

  /** Each of a member's two tokens, asked of each app, answers `code`. */
  async function expectOnBoth(first: string, second: string, code: number) {
    for (const [app, token] of [
      [a, first],
      [b, second],
      [a, second],
      [b, first],
    ] as const)
      expect(await codeOf(app, token)).toBe(code);
  }

  it('a logout on one is refused by the other at once, though the other had the session cached', async () => {
    const m = await registerMember(a);
    expect(await codeOf(b, m.token)).toBe(1);
    expect((await post(a, '/api/user/logout', {}, { token: m.token })).code).toBe(1);
    expect(await codeOf(b, m.token)).toBe(50008);
  });

  it('a password change on one ends the other sessions on the other, and keeps the one in use', async () => {
    const m = await registerMember(a);
    const other = await loginOn(b, m);
    expect(await codeOf(b, other)).toBe(1);
    expect((await post(a, '/api/user/newPass', { after_pass: m.password, new_pass: 'brandNew99' }, { token: m.token })).code).toBe(1);
    expect(await codeOf(b, other)).toBe(50008);
    expect(await codeOf(b, m.token)).toBe(1);
  });

  it('a logout on one is never served by the other right after its answer (300 trials)', async () => {
    const m = await registerMember(a);
    let served = 0;
    for (let trial = 0; trial < 300; trial++) {
      const token = await a.sessions.create(a.db, m.id, false, '127.0.0.1');
      expect(await codeOf(b, token)).toBe(1); // b holds the session in its cache
      expect((await post(a, '/api/user/logout', {}, { token })).code).toBe(1);
      if ((await codeOf(b, token)) !== 50008) served += 1;
    }
    expect(served).toBe(0);
  }, 60_000);

  it('a process whose listening connection is cut refuses a session ended meanwhile, reconnects and refuses it still', async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const before = await listeners();
    const c = await buildApp({ config: { ...t.config, logLevel: 'info' }, logStream });
    try {
      const [cut] = (await listeners()).filter((pid) => !before.includes(pid));
      const m = await registerMember(a);
      const other = await loginOn(a, m);
      const later = await loginOn(a, m);
      for (const token of [m.token, other, later]) expect(await codeOf(c, token)).toBe(1); // all held by c
      await sql`select pg_terminate_backend(${cut})`.execute(a.db);
      expect((await post(a, '/api/user/logout', {}, { token: m.token })).code).toBe(1);
      expect(await codeOf(c, m.token)).toBe(50008);

      const cutAt = Date.now();
      while ((await listeners()).length <= before.length && Date.now() - cutAt < 5_000) await new Promise((r) => setTimeout(r, 20));
      expect((await listeners()).length).toBe(before.length + 1);
      expect(await codeOf(c, m.token)).toBe(50008);
      expect(await codeOf(c, other)).toBe(1);
      expect((await post(a, '/api/user/logout', {}, { token: other })).code).toBe(1);
      expect(await codeOf(c, other)).toBe(50008);
      expect(await codeOf(c, later)).toBe(1);
      const told = lines.filter((line) => line.includes('listening connection'));
      expect(told.length).toBeGreaterThanOrEqual(2); // lost, then back
      expect(told.filter((line) => line.includes('stack'))).toEqual([]);
    } finally {
      await c.close();
    }
  });

  it('user:disable from the ops command ends the sessions on both', async () => {
    const m = await registerMember(a);
    const other = await loginOn(b, m);
    await expectOnBoth(m.token, other, 1);
    const io = { out: () => {}, err: () => {} };
    expect(
      await runOps(await asOperator(a, ['user:disable', m.username]), io, {
        connection: { db: a.db, dialect: a.dialect },
        config: t.config,
      }),
    ).toBe(0);
    await expectOnBoth(m.token, other, 50008); // the command ends once both have applied it
  });
});
