// Start-up on PostgreSQL (issue 24): an unreachable database is waited for, one line per attempt naming it, then
// a one-line reason; a refusal waiting cannot mend is said at once. Most need no PostgreSQL: they aim at closed ports.
import net from 'node:net';
import { PG_TIMEOUTS_DEFAULT } from '../config';
import { StartupError } from '../startupError';
import { testDatabaseUrl } from '../testing/app';
import { waitForDatabase } from './waitForDatabase';

/** A port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function settings(databaseUrl: string, dbWaitSeconds: number) {
  return { databaseUrl, databaseSchema: null, pgTimeouts: { ...PG_TIMEOUTS_DEFAULT, acquireMs: 1_000 }, dbWaitSeconds };
}

test('an unreachable database is tried again, one line per attempt naming host:port, then a one-line reason', async () => {
  const port = await closedPort();
  const lines: { level: string; msg: string; extra: any }[] = [];
  const started = Date.now();
  const error = await waitForDatabase(settings(`postgres://postgres@127.0.0.1:${port}/test`, 2), (level, msg, extra) =>
    lines.push({ level, msg, extra }),
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StartupError);
  expect((error as Error).message).toContain(`cannot reach the database at 127.0.0.1:${port} after 2 s`);
  expect((error as Error).message).not.toContain('\n');
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  for (const line of lines) {
    expect(line.msg).toBe('waiting for the database');
    expect(line.extra).toMatchObject({ database: `127.0.0.1:${port}`, error: expect.stringContaining('ECONNREFUSED') });
  }
});

test('SQLite has nothing to wait for', async () => {
  await expect(waitForDatabase({ ...settings('', 1), databaseUrl: null }, () => undefined)).resolves.toBeUndefined();
});

const url = testDatabaseUrl();
(url ? test : test.skip)('a database that does not exist is said at once, no wait', async () => {
  const unknown = new URL(url!);
  unknown.pathname = '/no_such_database_here';
  const started = Date.now();
  const error = await waitForDatabase(settings(unknown.toString(), 30), () => undefined).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StartupError);
  expect((error as Error).message).toMatch(/refused the api: database "no_such_database_here" does not exist \(check DATABASE_URL/);
  expect(Date.now() - started).toBeLessThan(5_000);
});

/**
 * A database that accepts connections and says nothing (a host still starting, a stalled network path), until
 * `answer()`: from then on each new connection is passed to the real PostgreSQL.
 */
async function silentThenAnswering(database: URL) {
  let answering = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (!answering) return;
    const upstream = net.connect(Number(database.port || 5432), database.hostname);
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const through = new URL(database.toString());
  through.hostname = '127.0.0.1';
  through.port = String((server.address() as net.AddressInfo).port);
  return {
    url: through.toString(),
    answer: () => (answering = true),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Issue 43: pg's connection timeout ("timeout expired") was taken for a refusal and blamed on the credentials.
(url ? test : test.skip)(
  'a database that accepts and stays silent is waited for, until it answers',
  async () => {
    const silent = await silentThenAnswering(new URL(url!));
    const lines: { msg: string; extra: any }[] = [];
    try {
      setTimeout(silent.answer, 4_000).unref();
      const started = Date.now();
      await waitForDatabase(settings(silent.url, 30), (_level, msg, extra) => lines.push({ msg, extra }));
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines[0]).toMatchObject({ msg: 'waiting for the database', extra: { error: expect.stringContaining('timeout') } });
      expect(lines[lines.length - 1]!.msg).toBe('the database answers');
    } finally {
      await silent.close();
    }
  },
  20_000,
);
