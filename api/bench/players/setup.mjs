// The players bench's set-up: members with sessions and funds written on the schema, the api started as `npm start`
// runs it, and the rooms read from it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { call } from '../lib.mjs';

const require = createRequire(import.meta.url);
const { endpoints } = require('shared-contracts/api');
const { connect } = require('../../dist/db/connect.js');
const { migrate } = require('../../dist/db/migrate.js');
const { Ledger } = require('../../dist/ledger/index.js');
const { gift } = require('../../dist/domain/ledger/index.js');
const { hashToken, newToken } = require('../../dist/security/token.js');

/** Posts nobody hears: no balance is held in memory in a bench. */
const ledger = new Ledger();

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BATCH = 1000;

/**
 * `count` members on the schema (migrated here), each with a session (tokens made here, their hashes stored as a
 * login stores them: 10,000 logins would run scrypt 10,000 times, ~180 ms each) and `funds` credited through the
 * ledger. Answers their tokens.
 */
export async function seedPlayers({ databaseUrl, schema, count, funds }) {
  const { db } = connect({ databaseUrl, databaseSchema: schema, dataDir: os.tmpdir(), pgPoolMax: 2 });
  try {
    await migrate(db, 'postgres');
    const tokens = [];
    const now = Date.now();
    for (let first = 0; first < count; first += BATCH) {
      await db.transaction().execute(async (trx) => {
        const names = Array.from({ length: Math.min(BATCH, count - first) }, (_, i) => `player${first + i}`);
        const users = names.map((name) => ({ username: name, nickname: name, password_hash: '-', group_id: 1, created_at: now }));
        const ids = (await trx.insertInto('users').values(users).returning('id').execute()).map((row) => row.id);
        const batch = ids.map(() => newToken());
        const sessions = ids.map((id, i) => ({
          token_hash: hashToken(batch[i]),
          user_id: id,
          created_at: now,
          expires_at: now + 86_400_000,
          ip: '127.0.0.1',
        }));
        await trx.insertInto('sessions').values(sessions).execute();
        for (const id of ids) await ledger.post(trx, gift(id, funds, 'bench funds'));
        tokens.push(...batch);
      });
    }
    return tokens;
  } finally {
    await db.destroy();
  }
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `node dist/server.js` (what `npm start` runs) on the schema with the default settings but `env`, its log in a
 * file as `npm start > file` would write it. Answers once it answers requests.
 */
export async function startApi({ databaseUrl, schema, env }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-players-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const inherited = { ...process.env };
  delete inherited.LOG_LEVEL; // the default, as `npm start` ships
  const child = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const logLines = () => fs.readFileSync(logFile, 'utf8').split('\n');
  const tail = () => logLines().slice(-20).join('\n');
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${tail()}`);
    ready = await fetch(`${url}${endpoints.kefu.path}`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await sleep(200);
  }
  return {
    url,
    port,
    pid: child.pid,
    tail,
    /** Polls the server itself spent over 500 ms on (its 'slow request' log lines, http/requestLog.ts). */
    slowPolls: () => logLines().filter((line) => line.includes('"msg":"slow request"')).length,
    async close() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every room (game, plan) with the classes a bet may take, once the engine has committed each game's chain. */
export async function roomsOf(url, token, funds) {
  const index = await call(`${url}${endpoints.lotteryIndex.path}`, {}, { token });
  const rooms = [];
  for (const game of index.data.gameList) {
    for (let tries = 0; ; tries += 1) {
      const heart = await call(`${url}${endpoints.heart.path}`, { plan_id: game.planList[0].id, game_id: game.id }, { token });
      if (heart.data?.commitment && heart.data.issue) break;
      if (tries > 300) throw new Error(`game ${game.id} has no open round: ${JSON.stringify(heart)}`);
      await sleep(100);
    }
    for (const plan of game.planList) {
      if (plan.joinmoeny > funds) throw new Error(`room ${plan.id} asks ${plan.joinmoeny} to enter, players have ${funds}`);
      const odds = await call(`${url}${endpoints.oddsList.path}`, { plan_id: plan.id }, { token });
      rooms.push({ gameId: game.id, planId: plan.id, rules: odds.data.rule_base });
    }
  }
  return rooms;
}
