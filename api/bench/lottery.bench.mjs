// Lottery: (1) heartbeat requests/s beside a bare Fastify GET measured in alternating slices, with the settings `npm start`
// ships (LOG_LEVEL included; goal >= 0.6, p99 <= 25 ms at 100 connections), with the server process's CPU time per
// call beside the bare routes' (the load generator shares the cores, so requests/s alone blur the two); (2) bets per
// second through the order transaction beside the raw guarded ledger transaction on the same database (goal >= 0.5); (3) seconds to settle
// 100,000 bets of one round (goal <= 2 s on SQLite, <= 5 s on PostgreSQL). PostgreSQL parts run when it answers
// (BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or the local default).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BENCH_PG_URL, compare, OUR_CLIENT_HEADERS, pgAnswers } from './lib.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const autocannon = require('autocannon');
const { connect } = require('../dist/db/connect.js');
const { migrate } = require('../dist/db/migrate.js');
const { Ledger } = require('../dist/ledger/index.js');
const { gift } = require('../dist/domain/ledger/index.js');
const { openNotifications } = require('../dist/db/notifications.js');
const { LotteryEngine } = require('../dist/lottery/engine/engine.js');
const { placeOrder } = require('../dist/lottery/storage/orders.js');
const { loadLotterySettings } = require('../dist/lottery/engine/settings.js');

/** Posts nobody hears: no balance is held in memory in a bench. */
const ledger = new Ledger();

/** Hour-long always-open rounds sealed 1 s before the draw: a load (seconds) rarely straddles a seal. */
const LOTTERY_ENV = { LOTTERY_ALWAYS_OPEN: '1', LOTTERY_ROUND_SECONDS: '3600', LOTTERY_SEAL_SECONDS: '1', LOTTERY_ANCHOR_DAY: '20260101' };
const silent = { info() {}, error() {} };
const WORKERS = 8;
/** A fresh database (SQLite temp file, or a PostgreSQL schema), migrated; `drop()` removes it. */
async function database(kind) {
  if (kind === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lottery-bench-'));
    const conn = connect({ databaseUrl: null, databaseSchema: null, dataDir, pgPoolMax: 1 });
    await migrate(conn.db, conn.dialect);
    return {
      ...conn,
      config: { databaseUrl: null, databaseSchema: null, dataDir },
      async drop() {
        await conn.db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const conn = connect({ databaseUrl: BENCH_PG_URL, databaseSchema: schema, dataDir: os.tmpdir(), pgPoolMax: WORKERS });
  await migrate(conn.db, conn.dialect);
  return {
    ...conn,
    config: { databaseUrl: BENCH_PG_URL, databaseSchema: schema },
    async drop() {
      await conn.db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Members with funds, written through the ledger (in one transaction per 500). */
async function members(db, count, funds) {
  const ids = [];
  for (let i = 0; i < count; i += 500) {
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(500, count - i) }, () => {
        const name = `b${randomBytes(6).toString('hex')}`;
        return {
          username: name,
          nickname: name,
          password_hash: '-',
          group_id: 1,
          inviter_id: null,
          security_code_hash: null,
          created_at: Date.now(),
        };
      });
      const inserted = await trx.insertInto('users').values(rows).returning('id').execute();
      for (const { id } of inserted) {
        await ledger.post(trx, gift(id, funds, 'bench funds'));
        ids.push(id);
      }
    });
  }
  return ids;
}

async function engineOn(conn, overrides = {}) {
  const lottery = { ...loadLotterySettings(LOTTERY_ENV), scheduler: false, refreshMs: 0, ...overrides };
  // Publish only: the bench's engine sends room changes as the app's would and listens to none.
  const notifications = await openNotifications({
    db: conn.db,
    dialect: conn.dialect,
    databaseUrl: conn.config.databaseUrl,
    databaseSchema: conn.config.databaseSchema,
    onError() {},
    listen: false,
  });
  const config = { ...conn.config, lottery };
  return new LotteryEngine({ db: conn.db, dialect: conn.dialect, config, log: silent, ledger, notifications });
}

// ---- 1. heartbeat ----

async function heartbeat({ startServer, cannon, alternate, call, report }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lottery-heart-'));
  const server = await startServer('app', { ...LOTTERY_ENV, DATA_DIR: dataDir, SEED_DEMO: '0' });
  try {
    const conn = connect({ databaseUrl: null, databaseSchema: null, dataDir, pgPoolMax: 1 });
    const tokens = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await call(`${server.url}/api/user/register`, {
        username: `heart${i}${randomBytes(3).toString('hex')}`,
        password: 'bench-pass-1',
      });
      if (r.code !== 1) throw new Error(`register failed: ${r.msg}`);
      await conn.db.transaction().execute((trx) => ledger.post(trx, gift(r.data.id, 1_000_000, 'bench funds')));
      tokens.push(r.data.token);
    }
    await conn.db.destroy();
    // Wait for the first scheduler pass to commit every game's chain (hashing them is start-up work, not load).
    let index;
    for (let i = 0; i < 100; i += 1) {
      index = await call(`${server.url}/api/Lottery/heart`, { plan_id: 13, game_id: 4 }, { token: tokens[0] });
      if (index.data?.commitment) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // The room has real bets to show: every member buys a few times on the round on sale.
    const issue = index.data.issue.issue;
    for (const token of tokens) {
      for (const play of ['1', '2,3', '105']) {
        const r = await call(
          `${server.url}/api/Lottery/playOrder`,
          { issue, plan_id: 1, game_id: 1, play_type: play, money: 500 },
          { token },
        );
        if (r.code !== 1) throw new Error(`bet failed: ${r.msg}`);
      }
    }
    // The room's feed is re-read at most every 100 ms: wait until it shows the 15 bets.
    let check;
    for (let i = 0; i < 50; i += 1) {
      check = await call(`${server.url}/api/Lottery/heart`, { plan_id: 1, game_id: 1 }, { token: tokens[0] });
      if (check.data.message.length === tokens.length * 3) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const heartBytes = JSON.stringify(check).length;
    const bare = await startServer('bare');
    const loggedBefore = server.logBytes();
    const cpuBefore = [bare.cpuSeconds(), server.cpuSeconds()];
    const [bareFigures, heart] = await alternate([
      { url: `${bare.url}/bare` },
      { url: `${server.url}/api/Lottery/heart`, method: 'POST', body: { plan_id: 1, game_id: 1 }, headers: { token: tokens[0] } },
    ]);
    const logPerHeart = (server.logBytes() - loggedBefore) / heart.total;
    const serverUs = (handle, before, figures) => ((handle.cpuSeconds() - before) * 1e6) / figures.total;
    const bareUs = serverUs(bare, cpuBefore[0], bareFigures);
    const heartUs = serverUs(server, cpuBefore[1], heart);
    await bare.close();
    // For context, the same server's floor: the platform's unauthenticated GET and its authenticated userInfo.
    const kefu = await cannon({ url: `${server.url}/api/Task/kefu` });
    const userInfo = await cannon({ url: `${server.url}/api/user/userInfo`, method: 'POST', body: {}, headers: { token: tokens[0] } });
    // The load generator shares the cores: reading a larger answer costs it too. A bare route answering as many bytes.
    const sameBytes = await startServer('bare', { BARE_BYTES: String(heartBytes) });
    const sameBytesFigures = await cannon({ url: `${sameBytes.url}/bare` });
    const samePostCpu = sameBytes.cpuSeconds();
    const samePostFigures = await cannon({
      url: `${sameBytes.url}/bare`,
      method: 'POST',
      body: { plan_id: 1, game_id: 1 },
      headers: { token: tokens[0] },
    });
    const samePostUs = serverUs(sameBytes, samePostCpu, samePostFigures);
    await sameBytes.close();
    report('bare Fastify GET, alternating with heart', { ...bareFigures, serverCpuUsPerCall: bareUs.toFixed(1) });
    report('heart (100 conn)', {
      ...heart,
      messages: check.data.message.length,
      ratio: (heart.rps / bareFigures.rps).toFixed(2),
      p99ok: heart.p99 <= 25,
      logBytesPerCall: logPerHeart.toFixed(1),
      serverCpuUsPerCall: heartUs.toFixed(1),
    });
    report('  same server: kefu GET (no auth, no db)', { rps: kefu.rps, p99: kefu.p99, ratio: (kefu.rps / bareFigures.rps).toFixed(2) });
    report('  same server: userInfo (auth + reads)', {
      rps: userInfo.rps,
      p99: userInfo.p99,
      heartVsUserInfo: (heart.rps / userInfo.rps).toFixed(2),
    });
    report(`  bare GET answering ${heartBytes} bytes like heart`, {
      rps: sameBytesFigures.rps,
      p99: sameBytesFigures.p99,
      heartVsSameBytes: (heart.rps / sameBytesFigures.rps).toFixed(2),
    });
    // The floor of the heartbeat's shape with no app at all: what the goal's ratio can reach on this machine.
    report(`  bare POST (JSON body) answering ${heartBytes} bytes`, {
      rps: samePostFigures.rps,
      p99: samePostFigures.p99,
      ratioToBareGet: (samePostFigures.rps / bareFigures.rps).toFixed(2),
      heartVsSamePost: (heart.rps / samePostFigures.rps).toFixed(2),
      serverCpuUsPerCall: samePostUs.toFixed(1),
    });
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- 2. bets per second ----

const RAW_INSERT = `insert into ledger_entries (user_id, type, status, amount, delta, balance_after, mark, ref, settles, created_at)
  values ($1, 2, 1, $2, $3, $4, 'bench', 'raw', null, $5)`;
const RAW_UPDATE = 'update users set money = money - $1 where id = $2 and money >= $1 returning money';

async function betsPerSecond(kind, { seconds, report }) {
  const conn = await database(kind);
  const engine = await engineOn(conn);
  try {
    await engine.tick(); // chains committed, rounds open
    const workers = kind === 'sqlite' ? 1 : WORKERS;
    const ids = await members(conn.db, workers, 1e12);
    const order = (worker) =>
      conn.db.transaction().execute((trx) =>
        placeOrder(
          trx,
          engine,
          {
            userId: ids[worker],
            gameId: 1,
            planId: 1,
            issue: engine.currentRound().issue,
            playType: '1,3',
            money: 100,
          },
          Date.now(),
          'en',
        ),
      );
    let raw;
    let closeRaw = async () => {};
    if (kind === 'sqlite') {
      const Sqlite = require('better-sqlite3');
      const db = new Sqlite(path.join(conn.config.dataDir, 'trade.sqlite'));
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      const update = db.prepare(RAW_UPDATE.replace(/\$1/g, '@amount').replace('$2', '@id'));
      const insert = db.prepare(RAW_INSERT.replace(/\$(\d)/g, '?'));
      const debit = db.transaction((amount, id) => {
        const row = update.get({ amount, id });
        if (!row) throw new Error('insufficient');
        insert.run(id, amount, -amount, row.money, Date.now());
      });
      raw = async (worker) => debit(200, ids[worker]);
      closeRaw = async () => db.close();
    } else {
      const pool = new pg.Pool({ connectionString: BENCH_PG_URL, max: WORKERS, options: `-c search_path=${conn.config.databaseSchema}` });
      raw = async (worker) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const { rows } = await client.query(RAW_UPDATE, [200, ids[worker]]);
          if (!rows.length) throw new Error('insufficient');
          await client.query(RAW_INSERT, [ids[worker], 200, -200, rows[0].money, Date.now()]);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      };
      closeRaw = () => pool.end();
    }
    const [orders, rawTps] = await compare(seconds, workers, order, raw);
    await closeRaw();
    const check = await ledger.verifyLedger(conn.db);
    report(`bets/s (order tx) vs raw guarded debit, ${kind} (${workers} writer${workers > 1 ? 's' : ''})`, {
      orders,
      raw: rawTps,
      ratio: (orders / rawTps).toFixed(2),
      balanced: check.failures.length === 0,
    });
  } finally {
    await engine.stop();
    await conn.drop();
  }
}

/** playOrder over HTTP (auth, validation, idempotency key, the order transaction), beside the bare route. */
async function playOrderHttp({ startServer, call, report, baseline, seconds }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lottery-order-'));
  const server = await startServer('app', { ...LOTTERY_ENV, DATA_DIR: dataDir, SEED_DEMO: '0' });
  try {
    const r = await call(`${server.url}/api/user/register`, {
      username: `order${randomBytes(3).toString('hex')}`,
      password: 'bench-pass-1',
    });
    const conn = connect({ databaseUrl: null, databaseSchema: null, dataDir, pgPoolMax: 1 });
    await conn.db.transaction().execute((trx) => ledger.post(trx, gift(r.data.id, 1e12, 'bench funds')));
    await conn.db.destroy();
    let heart;
    for (let i = 0; i < 100; i += 1) {
      heart = await call(`${server.url}/api/Lottery/heart`, { plan_id: 13, game_id: 4 }, { token: r.data.token });
      if (heart.data?.commitment) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    let n = 0;
    const result = await autocannon({
      url: `${server.url}/api/Lottery/playOrder`,
      method: 'POST',
      connections: 20,
      duration: seconds,
      headers: { 'content-type': 'application/json', ...OUR_CLIENT_HEADERS, token: r.data.token },
      body: JSON.stringify({ issue: heart.data.issue.issue, plan_id: 1, game_id: 1, play_type: '1,3', money: 100 }),
      // setupRequest acts per entry of `requests` (a top-level one is ignored): each bet carries its own key.
      requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `bench-${process.pid}-${++n}` } }) }],
    });
    // Date filters run from 2018-01-01 to today in the server's zone (Asia/Taipei by default).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(Date.now());
    const placed = await call(`${server.url}/api/user/orderList`, { begin_date: '2018-01-01', end_date: today }, { token: r.data.token });
    const check = connect({ databaseUrl: null, databaseSchema: null, dataDir, pgPoolMax: 1 });
    const { keys } = await check.db
      .selectFrom('idempotency_keys')
      .select((eb) => eb.fn.countAll().as('keys'))
      .executeTakeFirstOrThrow();
    await check.db.destroy();
    report('playOrder over HTTP, SQLite (20 conn, a key each)', {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      answeredOk: placed.code === 1,
      keysStored: Number(keys),
      vsBareGet: (result.requests.average / baseline.rps).toFixed(2),
    });
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- 3. settlement ----

const PLAYS = ['1', '2', '3', '4', '1,3', '2,4', '11', '12', '13', '14', '21', '22', '105', '113,114'];

async function settlement(kind, { report }, { bets = 100_000, membersCount = 10_000 } = {}) {
  const conn = await database(kind);
  const engine = await engineOn(conn);
  try {
    await engine.tick();
    const ids = await members(conn.db, membersCount, 1e9);
    const current = engine.currentRound();
    const round = await conn.db
      .selectFrom('lottery_rounds')
      .select(['id', 'issue'])
      .where('game_id', '=', 1)
      .where('issue', '=', current.issue)
      .executeTakeFirstOrThrow();
    // 100,000 accepted bets written straight into the round (what 100,000 playOrder calls leave behind).
    const now = Date.now();
    for (let i = 0; i < bets; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, bets - i) }, (_, j) => {
        const n = i + j;
        const play = PLAYS[n % PLAYS.length];
        const classes = play.split(',');
        return {
          order_no: `${round.issue}1${n.toString(16).padStart(16, '0')}`,
          user_id: ids[n % ids.length],
          game_id: 1,
          plan_id: 1 + (n % 4),
          round_id: round.id,
          issue: round.issue,
          play_type: play,
          odds: classes.map(() => '198').join(','),
          money: 100,
          quantity: 100 * classes.length,
          after_quantity: 0,
          created_at: now,
        };
      });
      await conn.db.insertInto('lottery_orders').values(rows).execute();
    }
    // Its draw time has come: one scheduler pass draws it and settles every bet (in batches, on PostgreSQL
    // in parallel shares), exactly as in production.
    await conn.db
      .updateTable('lottery_rounds')
      .set({ draws_at: now - 1, seals_at: now - 2 })
      .where('id', '=', round.id)
      .execute();
    const started = process.hrtime.bigint();
    await engine.tick();
    const secs = Number(process.hrtime.bigint() - started) / 1e9;
    const settled = await conn.db
      .selectFrom('lottery_rounds')
      .select(['status', 'bet_count'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    const left = await conn.db
      .selectFrom('lottery_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    const check = await ledger.verifyLedger(conn.db);
    const goal = kind === 'sqlite' ? 2 : 5;
    report(`settle ${bets.toLocaleString('en')} bets of one round, ${kind} (${membersCount.toLocaleString('en')} members)`, {
      seconds: secs.toFixed(2),
      goal,
      ok: secs <= goal,
      roundSettled: settled.status === 2,
      join: settled.bet_count,
      pending: Number(left.n),
      balanced: check.failures.length === 0,
    });
  } finally {
    await engine.stop();
    await conn.drop();
  }
}

export default async function lotteryBench(ctx) {
  await heartbeat(ctx);
  await betsPerSecond('sqlite', ctx);
  await playOrderHttp(ctx);
  await settlement('sqlite', ctx);
  if (await pgAnswers(BENCH_PG_URL)) {
    await betsPerSecond('postgres', ctx);
    await settlement('postgres', ctx);
  } else {
    ctx.report('lottery on PostgreSQL', { skipped: 'nothing answers at the PostgreSQL address' });
  }
}
