// Ledger: debits per second through ledger.post() beside a raw guarded UPDATE+INSERT transaction written by
// hand on the bare driver, on the same database in the same run; SQLite, then PostgreSQL when it answers
// (BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or the local default). Goal: ledger/raw >= 0.5.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BENCH_PG_URL, compare, pgAnswers } from './lib.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { connect } = require('../dist/db/connect.js');
const { migrate } = require('../dist/db/migrate.js');
const { Ledger } = require('../dist/ledger/index.js');
const { gift, purchase } = require('../dist/domain/ledger/index.js');

/** Posts nobody hears: no balance is held in memory in a bench. */
const ledger = new Ledger();

const WORKERS = 8; // concurrent writers on PostgreSQL, each on its own member (SQLite serializes writers anyway)
const FUNDS = 1e12;

async function members(db, count) {
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const name = `bench${randomBytes(4).toString('hex')}`;
    const { id } = await db
      .insertInto('users')
      .values({
        username: name,
        nickname: name,
        password_hash: '-',
        group_id: 1,
        inviter_id: null,
        security_code_hash: null,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => ledger.post(trx, gift(id, FUNDS, 'bench funds')));
    ids.push(id);
  }
  return ids;
}

const INSERT = `insert into ledger_entries (user_id, type, status, amount, delta, balance_after, mark, ref, settles, created_at)
  values ($1, 2, 1, $2, $3, $4, 'bench', 'raw', null, $5)`;
const UPDATE = 'update users set money = money - $1 where id = $2 and money >= $1 returning money';

async function sqlite({ seconds, report }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
  const { db } = connect({ databaseUrl: null, databaseSchema: null, dataDir, pgPoolMax: 1 });
  try {
    await migrate(db, 'sqlite');
    const [id] = await members(db, 1);
    // The raw path: the same guarded statements, prepared once, on a second connection to the same file.
    const Sqlite = require('better-sqlite3');
    const raw = new Sqlite(path.join(dataDir, 'trade.sqlite'));
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = NORMAL');
    const update = raw.prepare('update users set money = money - @amount where id = @id and money >= @amount returning money');
    const insert = raw.prepare(INSERT.replace(/\$(\d)/g, '?'));
    const debit = raw.transaction((amount) => {
      const row = update.get({ amount, id });
      if (!row) throw new Error('insufficient');
      insert.run(id, amount, -amount, row.money, Date.now());
    });
    const [ledgerTps, rawTps] = await compare(
      seconds,
      1,
      () => db.transaction().execute((trx) => ledger.post(trx, purchase(id, 1, 'bench', 'ledger'))),
      async () => debit(1),
    );
    raw.close();
    const check = await ledger.verifyLedger(db);
    report('ledger debits/s, SQLite (1 writer)', {
      ledger: ledgerTps,
      raw: rawTps,
      ratio: (ledgerTps / rawTps).toFixed(2),
      balanced: check.failures.length === 0,
    });
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres({ seconds, report }) {
  const url = BENCH_PG_URL;
  if (!(await pgAnswers(url))) {
    report('ledger debits/s, PostgreSQL', { skipped: `nothing answers at ${url.replace(/\/\/[^@]*@/, '//')}` });
    return;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const { db } = connect({ databaseUrl: url, databaseSchema: schema, dataDir: os.tmpdir(), pgPoolMax: WORKERS });
  const pool = new pg.Pool({ connectionString: url, max: WORKERS, options: `-c search_path=${schema}` });
  try {
    await migrate(db, 'postgres');
    const ids = await members(db, WORKERS);
    const rawDebit = async (worker) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query(UPDATE, [1, ids[worker]]);
        if (!rows.length) throw new Error('insufficient');
        await client.query(INSERT, [ids[worker], 1, -1, rows[0].money, Date.now()]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    };
    const [ledgerTps, rawTps] = await compare(
      seconds,
      WORKERS,
      (worker) => db.transaction().execute((trx) => ledger.post(trx, purchase(ids[worker], 1, 'bench', 'ledger'))),
      rawDebit,
    );
    const check = await ledger.verifyLedger(db);
    report(`ledger debits/s, PostgreSQL (${WORKERS} writers)`, {
      ledger: ledgerTps,
      raw: rawTps,
      ratio: (ledgerTps / rawTps).toFixed(2),
      balanced: check.failures.length === 0,
    });
  } finally {
    await pool.end();
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

export default async function ledgerBench(ctx) {
  await sqlite(ctx);
  await postgres(ctx);
}
