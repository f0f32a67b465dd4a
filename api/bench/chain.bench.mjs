// Chain deposits (issue 27) on a local anvil chain with the test token, against the built api (bench/server.mjs
// app, its chain watcher on): (1) a burst of BURST transfers mined in a few blocks, confirmed by one mined step:
// seconds from the confirming block to the last credit in the database, beside a baseline measured in the same
// run (the same credits posted straight through the ledger in one transaction, in this process); (2) the api
// stopped mid-crediting (SIGTERM, then SIGKILL) and started again: every transfer credited exactly once (rows,
// deposit entries by their tx reference, sums) and the ledger balanced. SQLite, and PostgreSQL when it answers.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { BENCH_PG_URL, pgAnswers } from './lib.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const pg = require('pg');
const { connect } = require('../dist/db/connect.js');
const { migrate } = require('../dist/db/migrate.js');
const { Ledger } = require('../dist/ledger/index.js');
const { depositBonus, depositCredit, ENTRY_TYPE } = require('../dist/domain/ledger/index.js');
const { tronToHex20 } = require('../dist/chain/address.js');
const { DepositAddresses } = require('../dist/wallet/depositAddresses.js');
const { depositBonusProgram } = require('../dist/wallet/programs.js');
const { generateDemoXpub } = require('../dist/wallet/operatorKey.js');
const { startAnvil } = require('../dist/testing/anvil.js');
const { deployTestUsdt, mineUsdtTransfers, mintUsdt, rpcBatch } = require('../dist/testing/chain/testUsdt.js');

/** Posts nobody hears: no balance is held in memory in this process. */
const ledger = new Ledger();

const BURST = Number(process.env.BENCH_CHAIN_BURST || 2_000);
const MEMBERS = 200;
/** TRON's solidification depth, the setting's default. */
const CONFIRMATIONS = 19;
const POLL_MS = 200;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const rpc = async (url, method, params = []) => (await rpcBatch(url, [[method, params]]))[0];
const head = async (url) => BigInt(await rpc(url, 'eth_blockNumber'));

/** A fresh migrated database (SQLite folder, or a PostgreSQL schema) with MEMBERS members; `drop()` removes it. */
async function database(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chain-bench-'));
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : null;
  const admin = schema ? new pg.Client({ connectionString: BENCH_PG_URL }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  }
  const config = { databaseUrl: schema ? BENCH_PG_URL : null, databaseSchema: schema, dataDir, pgPoolMax: 4 };
  const conn = connect(config);
  await migrate(conn.db, conn.dialect);
  const prefix = `c${randomBytes(3).toString('hex')}`;
  const rows = Array.from({ length: MEMBERS }, (_, i) => ({
    username: `${prefix}${i}`,
    nickname: `${prefix}${i}`,
    password_hash: 'not-a-hash',
    group_id: 1,
    inviter_id: null,
    security_code_hash: null,
    created_at: Date.now(),
  }));
  const ids = (await conn.db.insertInto('users').values(rows).returning('id').execute()).map((row) => Number(row.id));
  return {
    ...conn,
    ids,
    env: { DATA_DIR: dataDir, DATABASE_URL: config.databaseUrl ?? '', ...(schema ? { DATABASE_SCHEMA: schema } : {}) },
    async drop() {
      await conn.db.destroy();
      if (admin) {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built api (server.mjs app) with its chain watcher on; `kill(signal)` answers once it has exited. */
async function startApi(env) {
  const logFile = path.join(env.DATA_DIR, `api-${Date.now()}.log`);
  const log = fs.openSync(logFile, 'w');
  const inherited = { ...process.env };
  delete inherited.LOG_LEVEL;
  const child = spawn(process.execPath, [path.join(here, 'server.mjs'), 'app'], {
    env: { ...inherited, ...env },
    stdio: ['ignore', log, log, 'ipc'],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`api exited (${code}): ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`)));
  });
  return {
    /** The end of its log (for a failure's message). */
    logTail: () => fs.readFileSync(logFile, 'utf8').slice(-3000),
    async kill(signal) {
      child.kill(signal);
      await exited;
    },
  };
}

/** Sums of what a set of transfers should credit under the bonus `program`, in minor units (floored to the cent, the bonus apart). */
function expected(transfers, program) {
  let amount = 0;
  let bonus = 0;
  for (const { raw } of transfers) {
    const minor = Number(raw / 10_000n);
    amount += minor;
    bonus += depositBonus(minor, program);
  }
  return { amount, bonus };
}

/** What the database holds of the chain's credits: rows, deposit entries and their distinct tx references, sums. */
async function credited(db) {
  const [rows] = await db
    .selectFrom('chain_transfers')
    .select([db.fn.countAll().as('n'), db.fn.sum('amount').as('amount')])
    .where('state', '=', 'credited')
    .execute();
  const [entries] = await db
    .selectFrom('ledger_entries')
    .select([db.fn.countAll().as('n'), db.fn.count('ref').distinct().as('refs'), db.fn.sum('amount').as('amount')])
    .where('type', '=', ENTRY_TYPE.deposit)
    .where('ref', 'like', 'tx:%')
    .execute();
  const [money] = await db.selectFrom('users').select(db.fn.sum('money').as('total')).execute();
  return {
    rows: Number(rows.n),
    rowsAmount: Number(rows.amount ?? 0),
    entries: Number(entries.n),
    entryRefs: Number(entries.refs),
    entriesAmount: Number(entries.amount ?? 0),
    balances: Number(money.total ?? 0),
  };
}

async function creditedCount(db) {
  const [row] = await db.selectFrom('chain_transfers').select(db.fn.countAll().as('n')).execute();
  return Number(row.n);
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`chain bench: ${what} within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Resolves once the api's watcher has stored its first cursor (its first poll done). */
async function watching(db, api) {
  try {
    await waitFor(async () => (await db.selectFrom('chain_cursors').select('token').execute()).length > 0, 30_000, 'no cursor stored');
  } catch (error) {
    throw new Error(`${error.message}; the api's log ends:\n${api.logTail()}`, { cause: error });
  }
}

/** A fresh token, BURST transfers to the members' addresses (amounts 1u to 10u, some with a fraction of a cent). */
async function scenario(anvil, ids) {
  const funder = anvil.accounts[1];
  const token = await deployTestUsdt(anvil.url);
  await mintUsdt(anvil.url, token, anvil.accounts[0], funder, 100_000_000n * 1_000_000n);
  const xpub = generateDemoXpub();
  const addresses = new DepositAddresses(xpub);
  const transfers = Array.from({ length: BURST }, (_, i) => ({
    to: tronToHex20(addresses.addressOf(ids[i % ids.length])),
    raw: BigInt((i % 10) + 1) * 1_000_000n + (i % 3 === 0 ? 5_000n : 0n),
  }));
  const env = {
    TRON_JSONRPC_URL: anvil.url,
    TRC20_USDT_CONTRACT: token,
    CHAIN_CONFIRMATIONS: String(CONFIRMATIONS),
    CHAIN_POLL_MS: String(POLL_MS),
    CHAIN_START_BLOCK: String((await head(anvil.url)) + 1n),
    DEPOSIT_XPUB: xpub,
  };
  return { token, funder, transfers, env };
}

/** Whether the database holds each of `transfers` credited exactly once, with the amounts and bonuses they make. */
function exactlyOnce(found, transfers, program) {
  const want = expected(transfers, program);
  return (
    found.rows === transfers.length &&
    found.entries === transfers.length &&
    found.entryRefs === transfers.length &&
    found.rowsAmount === want.amount &&
    found.entriesAmount === want.amount &&
    found.balances === want.amount + want.bonus
  );
}

async function burst(kind, anvil, report) {
  const db = await database(kind);
  let api;
  try {
    const s = await scenario(anvil, db.ids);
    api = await startApi({ ...db.env, ...s.env });
    await watching(db.db, api);
    const perBlock = Math.ceil(BURST / 4);
    const { first, last } = await mineUsdtTransfers(anvil.url, s.token, s.funder, s.transfers, perBlock);
    const blocks = Number(last - first + 1n);
    // Up to one block short of confirming the first: then one step confirms them all.
    await rpc(anvil.url, 'anvil_mine', [`0x${(CONFIRMATIONS - 1 - blocks).toString(16)}`]);
    const started = process.hrtime.bigint();
    await rpc(anvil.url, 'anvil_mine', [`0x${blocks.toString(16)}`]);
    await waitFor(async () => (await creditedCount(db.db)) >= BURST, 120_000, `${BURST} transfers not credited`);
    const secs = Number(process.hrtime.bigint() - started) / 1e9;
    const found = await credited(db.db);
    const check = await ledger.verifyLedger(db.db);
    await api.kill('SIGTERM');
    api = null;

    // The baseline: the same credits posted straight through the ledger, one transaction, in this process.
    const baseStarted = process.hrtime.bigint();
    await db.db.transaction().execute(async (trx) => {
      const program = await depositBonusProgram(trx);
      for (const [i, { raw }] of s.transfers.entries())
        for (const posting of depositCredit(db.ids[i % db.ids.length], Number(raw / 10_000n), `base:${i}`, null, program))
          await ledger.post(trx, posting);
    });
    const baseSecs = Number(process.hrtime.bigint() - baseStarted) / 1e9;
    const rate = BURST / secs;
    const baseRate = BURST / baseSecs;
    report(`chain burst: ${BURST} transfers credited in ${secs.toFixed(2)} s = ${Math.round(rate)}/s (${kind})`, {
      blocks,
      confirmations: CONFIRMATIONS,
      pollMs: POLL_MS,
      onceEach: exactlyOnce(found, s.transfers, await depositBonusProgram(db.db)),
      balanced: check.failures.length === 0,
      ledgerAlonePerSec: Math.round(baseRate),
      ratio: (rate / baseRate).toFixed(2),
    });
  } finally {
    await api?.kill('SIGTERM');
    await db.drop();
  }
}

async function restart(kind, signal, anvil, report) {
  const db = await database(kind);
  let api;
  try {
    const s = await scenario(anvil, db.ids);
    // One block per range, 100 transfers a block: the crediting runs in many transactions, one to stop amid.
    const env = { ...db.env, ...s.env, CHAIN_BLOCK_RANGE: '1' };
    api = await startApi(env);
    await watching(db.db, api);
    await mineUsdtTransfers(anvil.url, s.token, s.funder, s.transfers, 100);
    await rpc(anvil.url, 'anvil_mine', [`0x${CONFIRMATIONS.toString(16)}`]);
    const before = await waitFor(
      async () => {
        const n = await creditedCount(db.db);
        return n >= BURST / 3 ? n : 0;
      },
      120_000,
      'the crediting did not start',
    );
    await api.kill(signal);
    api = null;
    const atStop = await creditedCount(db.db);
    const started = process.hrtime.bigint();
    api = await startApi(env);
    await waitFor(async () => (await creditedCount(db.db)) >= BURST, 120_000, `${BURST} transfers not credited after the restart`);
    const secs = Number(process.hrtime.bigint() - started) / 1e9;
    await sleep(3 * POLL_MS); // a few more polls: nothing more
    const found = await credited(db.db);
    const check = await ledger.verifyLedger(db.db);
    const want = expected(s.transfers, await depositBonusProgram(db.db));
    report(`chain restart (${signal}) mid-burst: ${BURST} transfers (${kind})`, {
      seenBeforeStop: before,
      atStop,
      afterRestart: found.rows,
      depositEntries: found.entries,
      distinctTxRefs: found.entryRefs,
      creditedU: (found.entriesAmount / 100).toFixed(2),
      sentU: (want.amount / 100).toFixed(2),
      onceEach: exactlyOnce(found, s.transfers, await depositBonusProgram(db.db)),
      balanced: check.failures.length === 0,
      restartToDoneS: secs.toFixed(2),
    });
  } finally {
    await api?.kill('SIGKILL');
    await db.drop();
  }
}

export default async function chainBench({ report }) {
  const anvil = await startAnvil();
  try {
    await anvil.mine(CONFIRMATIONS); // a chain long enough to have a confirmed head

    const kinds = ['sqlite'];
    if (await pgAnswers(BENCH_PG_URL)) kinds.push('postgres');
    else report('chain on PostgreSQL', { skipped: 'nothing answers at the PostgreSQL address' });
    for (const kind of kinds) {
      await burst(kind, anvil, report);
      for (const signal of ['SIGTERM', 'SIGKILL']) await restart(kind, signal, anvil, report);
    }
  } finally {
    await anvil.stop();
  }
}
