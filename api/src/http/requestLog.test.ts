import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../build';
import { freshDatabase, type TestDatabase } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { SLOW_POLL_MS } from './requestLog';

interface LogLine {
  level: number;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const HEART = '/api/Lottery/heart';

/** An app at the given log level whose log lines are kept in `lines`. */
async function appLogging(level: string) {
  const database = await freshDatabase({ logLevel: level, seedDemo: false });
  const lines: LogLine[] = [];
  const app = await buildApp({ config: database.config, logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } });
  return { app, lines, database };
}

let app: FastifyInstance;
let lines: LogLine[];
let database: TestDatabase;
let token: string;

beforeAll(async () => {
  ({ app, lines, database } = await appLogging('info'));
  ({ token } = await registerMember(app));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});
beforeEach(() => {
  lines.length = 0;
});
afterEach(() => jest.restoreAllMocks());

const heart = () => post(app, HEART, { plan_id: 1, game_id: 1 }, { token });

describe('request logging at the default level (info)', () => {
  it('writes no line for a heartbeat, and one line of any other call: its request, status and time', async () => {
    expect((await heart()).code).toBe(1);
    expect(lines).toEqual([]);
    await post(app, '/api/user/userInfo', {}, { token });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'POST', url: '/api/user/userInfo' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('writes the line of a call whose client hung up before the answer', async () => {
    let reached!: () => void;
    const handled = new Promise<void>((resolve) => (reached = resolve));
    jest.spyOn(app, 'authenticate').mockImplementation(async () => {
      reached();
      return new Promise(() => {}); // never answers: the client gives up first
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    lines.length = 0; // 'Server listening'
    const request = http.request({ port, method: 'POST', path: '/api/user/userInfo', headers: { 'content-type': 'application/json' } });
    request.on('error', () => {}); // the hang-up below
    request.end('{}');
    await handled;
    request.destroy();
    while (!lines.some((l) => l.msg === 'request aborted')) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request aborted',
        req: expect.objectContaining({ url: '/api/user/userInfo' }),
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('logs a heartbeat that fails', async () => {
    jest.spyOn(app.balances, 'balanceOf').mockRejectedValue(new Error('database gone'));
    expect((await heart()).status).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'unexpected error' }),
      expect.objectContaining({
        level: 50,
        msg: 'polled request failed',
        req: expect.objectContaining({ url: HEART }),
        res: { statusCode: 500 },
      }),
    ]);
  });

  it(`logs a heartbeat slower than ${SLOW_POLL_MS} ms, with its time`, async () => {
    jest.spyOn(app.balances, 'balanceOf').mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_POLL_MS + 50));
      return 0;
    });
    expect((await heart()).code).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'slow request', req: expect.objectContaining({ url: HEART }), res: { statusCode: 200 } }),
    ]);
    expect(lines[0]!.responseTime).toBeGreaterThan(SLOW_POLL_MS);
  });
});

it('logs every heartbeat at debug, like any other call', async () => {
  const debug = await appLogging('debug');
  try {
    const member = await registerMember(debug.app);
    debug.lines.length = 0;
    await post(debug.app, HEART, { plan_id: 1, game_id: 1 }, { token: member.token });
    expect(debug.lines.filter((l) => l.req?.url === HEART).map((l) => l.msg)).toEqual(['request completed']);
  } finally {
    await debug.app.close();
    await debug.database.drop();
  }
});
