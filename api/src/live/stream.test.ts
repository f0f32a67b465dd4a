// The live channel as a transport: timeouts, slow readers, the per-member cap, session ends and shutdown.
import net from 'node:net';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { LIVE_PATH } from 'shared-contracts/api';
import { revokeMemberSessions } from '../operators/opsMemberActions';
import { CLI_ACTOR } from '../audit/log';
import { connect } from '../db/connect';
import { runOps } from '../ops/run';
import { asOperator } from '../testing/ops';
import { buildApp } from '../build';
import { buildTestApp, freshDatabase, testDatabaseUrl, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { liveStream } from '../testing/liveStream';
import { frame } from './frame';
import { LIVE_MAX_BUFFERED, LIVE_MAX_PER_MEMBER } from './hub';

const ROOM = { game_id: 1, plan_id: 1 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let base: string;

async function boot(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  t = await buildTestApp({ seedDemo: false, ...overrides });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}
afterEach(async () => t?.close());

async function until(what: string, probe: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(10);
  }
}

it('outlives the server’s connection and request timeouts; the keepalive writes a comment to every stream', async () => {
  await boot({ requestTimeoutMs: 1_000 }); // connections silent 4 s are dropped, requests cut at 1 s
  const m = await registerMember(t.app);
  const [room, hall] = await Promise.all([liveStream(base, m.token, ROOM), liveStream(base, m.token)]);
  await room.next('heart');
  await sleep(5_000);
  t.app.live.toMember(m.id, frame('me', { money: 7 }));
  await room.next('me', (d) => d.money === 7);
  await hall.next('me', (d) => d.money === 7);
  t.app.live.keepalive();
  await until('a keepalive comment', () => room.comments === 1 && hall.comments === 1);
  expect(room.isDone || hall.isDone).toBe(false);
}, 15_000);

it('ends a stream whose client stops reading once its queue passes the bound, holding no more', async () => {
  await boot();
  const m = await registerMember(t.app);
  // A client that sends the request and never reads a byte.
  const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${LIVE_PATH}?lang=en HTTP/1.1\r\nhost: test\r\ntoken: ${m.token}\r\n${CLIENT_HEADER}: ${OUR_CLIENT}\r\n\r\n`);
  socket.pause();
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await until('the stream', () => t.app.live.size === 1);
  const before = process.memoryUsage().arrayBuffers;
  const big = { mine: Array.from({ length: 8_000 }, (_, i) => 1_000_000 + i) }; // ~64 KB a frame
  let written = 0;
  while (t.app.live.size > 0 && written < 2_000) {
    t.app.live.toMember(m.id, frame('me', big)); // a new buffer each time: queued frames would hold memory
    written += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(t.app.live.size).toBe(0);
  // The kernel's socket buffers took some; past them, at most the bound and one frame were queued.
  expect(written).toBeLessThan(1_000);
  expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * LIVE_MAX_BUFFERED + 32 * 1024 * 1024);
  socket.resume();
  await closed;
});

it(`keeps ${LIVE_MAX_PER_MEMBER} streams per member: another ends the oldest`, async () => {
  await boot();
  const m = await registerMember(t.app);
  const streams = [];
  for (let i = 0; i <= LIVE_MAX_PER_MEMBER; i++) streams.push(await liveStream(base, m.token, ROOM));
  await streams[0]!.ends(2_000);
  expect(streams.slice(1).some((s) => s.isDone)).toBe(false);
  expect(t.app.live.stats).toMatchObject({ streams: LIVE_MAX_PER_MEMBER, members: 1 });
});

it('ends a session’s streams at logout, an ops revoke and a disabled account (also when unheard: SQLite’s CLI)', async () => {
  await boot();
  const [a, b, c] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
  const [aRoom, aHall, bRoom, cRoom] = await Promise.all([
    liveStream(base, a.token, ROOM),
    liveStream(base, a.token),
    liveStream(base, b.token, ROOM),
    liveStream(base, c.token, ROOM),
  ]);
  await Promise.all([aRoom, aHall, bRoom, cRoom].map((s) => s.next(s === aHall ? 'games' : 'heart')));
  expect((await post(t.app, '/api/user/logout', { lang: 'en' }, { token: a.token })).code).toBe(1);
  await Promise.all([aRoom.ends(1_000), aHall.ends(1_000)]);
  await t.app.db
    .transaction()
    .execute((trx) => revokeMemberSessions(trx, t.app.sessions, { userId: b.id }, { ...CLI_ACTOR, reason: 'test' }));
  await bRoom.ends(1_000);
  expect(cRoom.isDone).toBe(false);
  // The ops CLI on its own connection: heard at once on PostgreSQL; on SQLite found at its re-check.
  const elsewhere = connect(t.config);
  const io = { out: () => undefined, err: (line: string) => console.error(line) };
  expect(
    await runOps(await asOperator(elsewhere, ['user:disable', c.username]), io, { connection: elsewhere, config: t.config }).finally(() =>
      elsewhere.db.destroy(),
    ),
  ).toBe(0);
  if (!testDatabaseUrl()) {
    await sleep(1_100); // SQLite trusts a cached session 1 s
    expect(cRoom.isDone).toBe(false);
    await t.app.live.checkAll();
  }
  await cRoom.ends(1_000);
  expect(t.app.live.size).toBe(0);
});

it('ends every stream at close, and the close does not wait for them', async () => {
  await boot();
  const m = await registerMember(t.app);
  const streams = await Promise.all([
    liveStream(base, m.token, ROOM),
    liveStream(base, m.token),
    liveStream(base, m.token, { ...ROOM, plan_id: 2 }),
  ]);
  await Promise.all(streams.map((s, i) => s.next(i === 1 ? 'games' : 'heart')));
  const started = Date.now();
  await t.app.close();
  expect(Date.now() - started).toBeLessThan(1_000);
  await Promise.all(streams.map((s) => s.ends(500)));
});

it('logs one line per stream: completed when the server ends it, aborted when the client leaves', async () => {
  const database = await freshDatabase({ logLevel: 'info', seedDemo: false });
  const lines: Array<{ msg: string; req?: { url: string }; res?: { statusCode: number }; responseTime?: number }> = [];
  const app = await buildApp({ config: database.config, logStream: { write: (line) => lines.push(JSON.parse(line)) } });
  t = { app, config: database.config, close: async () => (await app.close(), await database.drop()) };
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const m = await registerMember(app);
  const [leaving, ended] = await Promise.all([liveStream(base, m.token), liveStream(base, m.token, ROOM)]);
  await Promise.all([leaving.next('games'), ended.next('heart')]);
  await sleep(50);
  leaving.close();
  await until('the leaver gone', () => app.live.size === 1);
  await post(app, '/api/user/logout', { lang: 'en' }, { token: m.token });
  await ended.ends(1_000);
  await sleep(50);
  const live = lines.filter((line) => line.req?.url.startsWith(LIVE_PATH));
  expect(live.map((line) => line.msg).sort()).toEqual(['request aborted', 'request completed']);
  expect(live.find((line) => line.msg === 'request completed')).toMatchObject({
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
  expect(live.every((line) => line.responseTime! >= 50)).toBe(true);
});
