import pg from 'pg';
import { PgRelay } from '../testing/pgRelay';
import { testDatabaseUrl } from '../testing/app';
import { ListenConnection, reconnectDelay } from './listenConnection';

const until = async (what: string, probe: () => boolean, timeoutMs = 5_000) => {
  const start = Date.now();
  while (!probe()) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('waits 0.25 s before the first reconnect attempt, doubling up to 5 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelay)).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000, 5_000]);
});

(testDatabaseUrl() ? it : it.skip)(
  'comes back after its connection is cut, with backoff and one line per attempt, as resumed',
  async () => {
    const url = testDatabaseUrl()!;
    const relay = new PgRelay(new URL(url));
    await relay.open();
    const channel = `relay_${process.pid}`;
    const lines: string[] = [];
    const heard: string[] = [];
    const listening: boolean[] = [];
    const connection = new ListenConnection({
      client: { connectionString: relay.urlOf(url) },
      channel,
      onNotification: (payload) => heard.push(payload),
      onListening: (_since, resumed) => listening.push(resumed),
      log: (line) => lines.push(line),
    });
    const notifier = new pg.Client({ connectionString: url });
    try {
      await connection.open();
      await notifier.connect();
      await relay.cut();
      await until('two failed attempts', () => lines.length >= 3);
      expect(connection.listening).toBe(false);
      await relay.open();
      await until('listening again', () => listening.length === 2);
      expect(listening).toEqual([false, true]);
      expect(lines.map((line) => /in (\d+) ms$/.exec(line)?.[1] ?? line)).toEqual([
        '250',
        '500',
        '1000',
        'notifications: listening connection back after 3 attempt(s)',
      ]);
      expect(lines[0]).toMatch(/^notifications: listening connection lost \(.+\); reconnect attempt 1 in 250 ms$/);
      expect(lines[1]).toMatch(/^notifications: reconnect attempt 1 failed \(.*ECONNREFUSED.*\); reconnect attempt 2 in 500 ms$/);
      await notifier.query(`NOTIFY "${channel}", 'again'`);
      await until('a notification heard', () => heard.includes('again'));
    } finally {
      await connection.close();
      await notifier.end();
      await relay.cut();
    }
  },
);
