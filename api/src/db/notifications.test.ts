import { sql } from 'kysely';
import { PgRelay } from '../testing/pgRelay';
import { buildTestDb, testDatabaseUrl } from '../testing/app';
import { ACK_WAIT_MS, LEASE_MS, openNotifications, type Notifications } from './notifications';

const until = async (what: string, probe: () => boolean, timeoutMs = 5_000) => {
  const start = Date.now();
  while (!probe()) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
};

(testDatabaseUrl() ? describe : describe.skip)('notifications between processes (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  let relay: PgRelay;
  const opened: Notifications[] = [];
  const lines: string[] = [];

  /** A process's notifications; `relayed`: its listening connection goes through the relay. */
  async function processNotifications(relayed = false, url = t.config.databaseUrl!): Promise<Notifications> {
    const notifications = await openNotifications({
      ...t,
      ...t.config,
      databaseUrl: relayed ? relay.urlOf(url) : url,
      onError: (err) => lines.push(String(err)),
      log: (line) => lines.push(line),
    });
    opened.push(notifications);
    return notifications;
  }

  beforeAll(async () => {
    t = await buildTestDb();
  });
  beforeEach(async () => {
    relay = new PgRelay(new URL(t.config.databaseUrl!));
    await relay.open();
    lines.length = 0;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((n) => n.close()));
    await relay.cut();
  });
  afterAll(async () => t.close());

  /** Publishes to all in a transaction; answers how long `applied` took after the commit. */
  async function publishToAll(notifications: Notifications, topic: string): Promise<number> {
    const { applied } = await t.db.transaction().execute((trx) => notifications.publishToAll(topic, null, trx));
    const committedAt = Date.now();
    await applied;
    return Date.now() - committedAt;
  }

  it('publishToAll: applied once every listening process has run its subscribers on the notice', async () => {
    const [a, b] = [await processNotifications(), await processNotifications()];
    const ran: string[] = [];
    a.subscribe('test', () => ran.push('a'));
    b.subscribe('test', () => ran.push('b'));
    expect(await publishToAll(a, 'test')).toBeLessThan(ACK_WAIT_MS / 2);
    expect(ran.sort()).toEqual(['a', 'b']);
  });

  it('names its listening connection trade-listen:<schema>:<process>, whatever DATABASE_URL names the application', async () => {
    const url = new URL(t.config.databaseUrl!);
    url.searchParams.set('application_name', 'operator-choice');
    await processNotifications(false, url.toString());
    const { rows } = await sql<{ name: string }>`select application_name as name from pg_stat_activity
      where starts_with(application_name, 'trade-listen:')`.execute(t.db);
    expect(rows.map((row) => row.name)).toContainEqual(
      expect.stringMatching(new RegExp(`^trade-listen:${t.config.databaseSchema}:[0-9a-f]{12}$`)),
    );
  });

  it('publishToAll: a listening process that does not acknowledge is waited for ACK_WAIT_MS, by when it no longer trusts what it hears', async () => {
    const a = await processNotifications();
    const silent = await processNotifications(true);
    expect(silent.hearing).toBe(true);
    relay.mute(); // its connection stays up, in pg_stat_activity, but delivers nothing
    expect(await publishToAll(a, 'test')).toBeGreaterThanOrEqual(ACK_WAIT_MS - 10);
    expect(silent.hearing).toBe(false);
    expect(lines).toEqual([expect.stringMatching(/^notifications: not acknowledged within 2000 ms by [0-9a-f]{12}$/)]);
  });

  it('a listening connection gone silent stops being trusted within the lease, and is replaced (a resume)', async () => {
    const silent = await processNotifications(true);
    let resumed = 0;
    silent.onResume(() => (resumed += 1));
    relay.mute();
    expect(await until('not hearing', () => !silent.hearing)).toBeLessThanOrEqual(LEASE_MS + 250);
    await until('hearing again', () => silent.hearing, 10_000);
    expect(resumed).toBe(1);
    expect(lines[0]).toMatch(/^notifications: listening connection lost \(no notification heard for 5000 ms\)/);
  }, 20_000);
});
