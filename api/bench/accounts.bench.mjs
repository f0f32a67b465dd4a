// Accounts: userInfo requests per second for a new member and for one with 100,000 ledger entries (goal >= 0.3 of
// a bare Fastify GET measured in alternating slices with it, beside the floor of its shape: a bare POST logged as the
// app logs it), and login (production scrypt, N=2^16), beside the bare route.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { connect } = require('../dist/db/connect.js');
const { Ledger } = require('../dist/ledger/index.js');
const { gift, profit, purchase } = require('../dist/domain/ledger/index.js');

/** Posts nobody hears: no balance is held in memory in a bench. */
const ledger = new Ledger();

const ENTRIES = 100_000;

/**
 * A member who has played a long time: ENTRIES bets and wins through the ledger, one a minute back from now
 * (about 70 days), written on the server's SQLite file beside it.
 */
async function longPlayer(dataDir, userId) {
  const { db } = connect({ databaseUrl: null, databaseSchema: null, dataDir, pgPoolMax: 1 });
  try {
    const start = Date.now() - ENTRIES * 60_000;
    await db.transaction().execute((trx) => ledger.post(trx, gift(userId, 1e12, 'bench funds'), start - 1));
    for (let i = 0; i < ENTRIES; i += 2_000) {
      await db.transaction().execute(async (trx) => {
        for (let n = i; n < Math.min(ENTRIES, i + 2_000); n += 1) {
          const posting = n % 3 === 2 ? profit(userId, 196, 'win', `o${n}`) : purchase(userId, 100, 'bet', `o${n}`);
          await ledger.post(trx, posting, start + n * 60_000);
        }
      });
    }
  } finally {
    await db.destroy();
  }
}

export default async function accounts({ startServer, cannon, alternate, call, baseline, report }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-bench-'));
  const server = await startServer('app', {
    DATA_DIR: dataDir,
    LOGIN_FAILS_PER_PAIR: '1000000',
    LOGIN_FAILS_PER_ADDRESS: '1000000',
    LOGIN_FAILS_PER_ACCOUNT: '1000000',
  });
  try {
    const registered = await call(`${server.url}/api/user/register`, { username: 'benchuser', password: 'bench-pass-1' });
    if (registered.code !== 1) throw new Error(`register failed: ${registered.msg}`);
    const token = registered.data.token;

    const info = await cannon({ url: `${server.url}/api/user/userInfo`, method: 'POST', body: {}, headers: { token } });
    report('userInfo, new member (100 conn)', { ...info, ratio: (info.rps / baseline.rps).toFixed(2) });

    const player = await call(`${server.url}/api/user/register`, { username: 'longplayer', password: 'bench-pass-1' });
    const written = Date.now();
    await longPlayer(dataDir, player.data.id);
    const writeSeconds = ((Date.now() - written) / 1000).toFixed(1);
    const check = await call(`${server.url}/api/user/userInfo`, {}, { token: player.data.token });
    const bare = await startServer('bare');
    // The floor of userInfo's shape with no app: a POST with a JSON body, logged at the default level as every call
    // but the heartbeat is (its 'request completed' line), answering as many bytes.
    const loggedPost = await startServer('bare', { BARE_LOG: '1', BARE_BYTES: String(JSON.stringify(check).length) });
    const [bareFigures, long, loggedPostFigures] = await alternate([
      { url: `${bare.url}/bare` },
      { url: `${server.url}/api/user/userInfo`, method: 'POST', body: {}, headers: { token: player.data.token } },
      { url: `${loggedPost.url}/bare`, method: 'POST', body: {}, headers: { token: player.data.token } },
    ]);
    await bare.close();
    await loggedPost.close();
    report('bare Fastify GET, alternating with userInfo', bareFigures);
    report(`userInfo, ${ENTRIES.toLocaleString('en')} ledger entries (100 conn)`, {
      ...long,
      ratio: (long.rps / bareFigures.rps).toFixed(2),
      goal: 0.3,
      profit: check.data.profit,
      entriesWrittenIn: `${writeSeconds}s`,
    });
    report('  bare POST, logged as userInfo is, same bytes', {
      rps: loggedPostFigures.rps,
      p99: loggedPostFigures.p99,
      ratioToBareGet: (loggedPostFigures.rps / bareFigures.rps).toFixed(2),
      userInfoVsLoggedPost: (long.rps / loggedPostFigures.rps).toFixed(2),
    });

    // scrypt runs on libuv's 4 threads over 2 cores: a few connections are enough to saturate it.
    const login = await cannon({
      url: `${server.url}/api/user/login`,
      method: 'POST',
      body: { account: 'benchuser', password: 'bench-pass-1' },
      connections: 8,
    });
    report('login, scrypt N=2^16 (8 conn)', { ...login, ratio: (login.rps / baseline.rps).toFixed(4) });
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
