// Issue 24: the api started before its database (a host reboot). With DB_WAIT_SECONDS=20 it says so on one line
// per attempt (naming host:port and the error), does not exit, and serves once the database starts; with a
// database that never starts and DB_WAIT_SECONDS=2 it exits 1 with a one-line message naming host:port, no stack.
import { call, debugLog, faultSuite, label, sleep, startApi, within, type ApiProcess, type Outcome } from '../testing/apiProcess';
import { uniqueUsername } from '../testing/http';
import { PgCluster } from '../testing/pgCluster';

let cluster: PgCluster | undefined;
const apis: ApiProcess[] = [];

/**
 * How long after the database answers the api must serve: its own start-up included (migrations, and with
 * WORKERS=2 two workers transpiling the sources under runTs.cjs at once, ~5 s on a 2-core machine).
 */
const SERVE_WITHIN_MS = 25_000;

/** A stack frame line, as Node prints them. */
const STACK_FRAME = /^\s*at\s+\S/;

faultSuite('faults/pgStartLate')('PostgreSQL: the api started before its database', () => {
  beforeAll(async () => {
    cluster = await PgCluster.create({ label: 'startlate' }); // initdb'd, not started: nothing listens on its port
  }, 30_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await cluster?.destroy();
  }, 30_000);

  it('a database that never starts: with DB_WAIT_SECONDS=2 it exits 1 with one line naming host:port, no stack', async () => {
    const address = `127.0.0.1:${cluster!.port}`;
    const began = Date.now();
    const api = await startApi(cluster!, { env: { DB_WAIT_SECONDS: '2' }, waitListening: false });
    apis.push(api);
    const exit = await within(api.exited, 20_000);
    const seconds = (Date.now() - began) / 1000;
    const stderr = api.stderr.filter((l) => l.trim() !== '');
    console.log(
      `[faults/pgStartLate] never starting, DB_WAIT_SECONDS=2: exit ${exit ? (exit.code ?? exit.signal) : 'NONE within 20 s'} after ${seconds.toFixed(1)} s;` +
        ` stderr: ${JSON.stringify(stderr)}`,
    );
    expect({
      exitCode: exit?.code ?? (exit ? exit.signal : 'still running'),
      withinSeconds: seconds < 12,
      oneLineOnStderr: stderr.length,
      namesTheDatabase: stderr.some((l) => l.includes(address)),
      stackFrames: api.lines.filter((l) => STACK_FRAME.test(l.replace(/^stderr: /, ''))),
    }).toEqual({ exitCode: 1, withinSeconds: true, oneLineOnStderr: 1, namesTheDatabase: true, stackFrames: [] });
  }, 30_000);

  async function startsLate(workers: number): Promise<void> {
    const address = `127.0.0.1:${cluster!.port}`;
    if (cluster!.running) await cluster!.stop('fast');
    const api = await startApi(cluster!, { env: { DB_WAIT_SECONDS: '20', WORKERS: String(workers) }, waitListening: false });
    apis.push(api);
    try {
      // One line per attempt, naming host:port and the error: wait for the second one.
      const attemptLine = (l: string) => l.includes(address) && /ECONNREFUSED|refused|error/i.test(l);
      for (let i = 0; i < 200 && api.alive() && api.lines.filter(attemptLine).length < 2; i++) await sleep(50);
      const waited = api.lines.filter(attemptLine);
      const aliveBeforeStart = api.alive();
      await cluster!.start();
      const dbUpAt = Date.now();
      let served: Outcome | null = null;
      const calls: Outcome[] = [];
      while (api.alive() && Date.now() - dbUpAt < SERVE_WITHIN_MS) {
        // A DB-bound call (a write): a new member.
        const o = await call(
          api.base,
          '/api/user/register',
          { username: uniqueUsername('late'), password: 'secret123' },
          { timeoutMs: 5_000 },
        );
        calls.push(o);
        if (o.code === 1) {
          served = o;
          break;
        }
        await sleep(100);
      }
      const servedS = served ? (served.at - dbUpAt) / 1000 : null;
      const before = new Set(calls.filter((o) => o.code !== 1).map(label));
      console.log(
        `[faults/pgStartLate] WORKERS=${workers}, DB_WAIT_SECONDS=20: ${waited.length} attempt line(s) before the database started` +
          ` (first: ${waited[0] ?? 'none'}); served (its start-up included) ${servedS === null ? `NEVER (${SERVE_WITHIN_MS / 1000} s)` : `${servedS.toFixed(2)} s`} after the database answered;` +
          ` answers before that: ${[...before].join(', ') || 'none'}`,
      );
      debugLog(api);
      expect({
        attemptLinesNamingHostPort: waited.length >= 2,
        aliveWhileWaiting: aliveBeforeStart,
        serves: servedS !== null,
        alive: api.alive(),
        stackFrames: api.lines.filter((l) => STACK_FRAME.test(l.replace(/^stderr: /, ''))),
        forbidden: calls.filter((o) => o.status !== null && o.status >= 500 && o.status !== 503).map(label),
      }).toEqual({
        attemptLinesNamingHostPort: true,
        aliveWhileWaiting: true,
        serves: true,
        alive: true,
        stackFrames: [],
        forbidden: [],
      });
    } finally {
      await api.stop();
    }
  }

  it(
    'WORKERS=1, DB_WAIT_SECONDS=20: one line per attempt naming host:port, no exit, serves once the database starts',
    () => startsLate(1),
    45_000,
  );

  it('WORKERS=2, DB_WAIT_SECONDS=20: the same with two workers', () => startsLate(2), 45_000);
});
