import { CompiledQuery } from 'kysely';
import { isPostgres, RawStatement } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { deltaOf, LedgerError, type Entry, type EntryStatus, type EntryType, type Posting } from '../domain/ledger';
import type { LedgerEntriesTable } from './tables';

/**
 * The one write path of every balance: move users.money by the posting's delta and record the entry, in the
 * caller's transaction. A debit is one guarded statement (`... WHERE money >= amount`), so no interleaving of
 * transactions, on SQLite or PostgreSQL, can take a balance below zero: the row lock serializes writers and
 * the condition is evaluated on the latest committed balance. A credit (or a zero-change request) locks the
 * same row, so each entry's `balance_after` is exact and entries of a member are ordered like their changes.
 * Purchases and wins also add to the member's running profit totals: a trigger on the entry's insert does it
 * (migration 029), so the totals commit or roll back with the entry.
 * Tells nobody: `Ledger.post` (ledger.ts) is this plus the announcement of the committed balance.
 */
export async function post(db: Db | Trx, posting: Posting, now = Date.now()): Promise<Entry> {
  const trx = inTransaction(db);
  const delta = deltaOf(posting);
  return isPostgres(trx) ? postInOneStatement(trx, posting, delta, now) : postInSteps(trx, posting, delta, now);
}

async function postInSteps(trx: Trx, posting: Posting, delta: number, now: number): Promise<Entry> {
  const balanceAfter = delta < 0 ? await debit(trx, posting.userId, -delta) : await credit(trx, posting.userId, delta);
  const row = {
    user_id: posting.userId,
    type: posting.type,
    status: posting.status,
    amount: posting.amount,
    delta,
    balance_after: balanceAfter,
    mark: posting.mark,
    ref: posting.ref ?? null,
    settles: posting.settles ?? null,
    created_at: now,
  };
  const inserted = await trx.executeQuery<{ id: number }>(
    SQL.insert.compile(
      trx,
      INSERT_COLUMNS.map((c) => row[c]),
    ),
  );
  return toEntry({ ...row, id: inserted.rows[0]!.id });
}

/**
 * The hot path's SQL, written once rather than built per call: the query builder costs more than the
 * statements themselves here (bench/ledger.bench.mjs). The tests pin what each statement does.
 */
const INSERT_COLUMNS = ['user_id', 'type', 'status', 'amount', 'delta', 'balance_after', 'mark', 'ref', 'settles', 'created_at'] as const;
const SQL = {
  debit: new RawStatement('update users set money = money - ? where id = ? and money >= ? returning money'),
  credit: new RawStatement('update users set money = money + ? where id = ? returning money'),
  balance: new RawStatement('select money from users where id = ?'),
  insert: new RawStatement(
    `insert into ledger_entries (${INSERT_COLUMNS.join(', ')}) values (${INSERT_COLUMNS.map(() => '?').join(', ')}) returning id`,
  ),
};

/**
 * PostgreSQL: the balance move and its entry in one statement (one round trip less per posting). The UPDATE
 * in the CTE is the same guarded statement as above and takes the same row lock; no row moved, no entry.
 */
const MOVE_AND_RECORD = (move: string) => `with moved as (${move} returning money)
  insert into ledger_entries (${INSERT_COLUMNS.join(', ')})
  select $2::integer, $3::integer, $4::integer, $5::bigint, $6::bigint, moved.money, $7::text, $8::text, $9::integer, $10::bigint from moved
  returning id, balance_after`;
const POSTGRES_POST = {
  debit: MOVE_AND_RECORD('update users set money = money - $1 where id = $2 and money >= $1'),
  credit: MOVE_AND_RECORD('update users set money = money + $1 where id = $2'),
};

async function postInOneStatement(trx: Trx, posting: Posting, delta: number, now: number): Promise<Entry> {
  const isDebit = delta < 0;
  const ref = posting.ref ?? null;
  const settles = posting.settles ?? null;
  const { rows } = await trx.executeQuery<{ id: number; balance_after: number }>(
    CompiledQuery.raw(isDebit ? POSTGRES_POST.debit : POSTGRES_POST.credit, [
      Math.abs(delta),
      posting.userId,
      posting.type,
      posting.status,
      posting.amount,
      delta,
      posting.mark,
      ref,
      settles,
      now,
    ]),
  );
  const row = rows[0];
  if (!row) {
    if (!isDebit) throw new LedgerError('member_not_found', `member ${posting.userId}`);
    await assertMember(trx, posting.userId);
    throw new LedgerError('insufficient_balance', `member ${posting.userId}, debit ${-delta}`);
  }
  return toEntry({
    id: row.id,
    user_id: posting.userId,
    type: posting.type,
    status: posting.status,
    amount: posting.amount,
    delta,
    balance_after: row.balance_after,
    mark: posting.mark,
    ref,
    settles,
    created_at: now,
  });
}

async function debit(trx: Trx, userId: number, amount: number): Promise<number> {
  const updated = await trx.executeQuery<{ money: number }>(SQL.debit.compile(trx, [amount, userId, amount]));
  if (updated.rows[0]) return Number(updated.rows[0].money);
  await assertMember(trx, userId);
  throw new LedgerError('insufficient_balance', `member ${userId}, debit ${amount}`);
}

async function credit(trx: Trx, userId: number, amount: number): Promise<number> {
  const updated = await trx.executeQuery<{ money: number }>(SQL.credit.compile(trx, [amount, userId]));
  if (!updated.rows[0]) throw new LedgerError('member_not_found', `member ${userId}`);
  return Number(updated.rows[0].money);
}

/** The balance and its entry must commit together: refuse to write outside a transaction. */
export function inTransaction(db: Db | Trx): Trx {
  if (!db.isTransaction) throw new Error('ledger writes must run inside a transaction (db.transaction().execute(...))');
  return db as Trx;
}

async function assertMember(db: Db | Trx, userId: number): Promise<void> {
  const found = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!found) throw new LedgerError('member_not_found', `member ${userId}`);
}

/** A member's balance (what every entry adds up to). Raw SQL: the heartbeat reads it on every call. */
export async function balanceOf(db: Db | Trx, userId: number): Promise<number> {
  const { rows } = await db.executeQuery<{ money: number }>(SQL.balance.compile(db, [userId]));
  if (!rows[0]) throw new LedgerError('member_not_found', `member ${userId}`);
  return Number(rows[0].money);
}

/** Several members' balances in one read (the balance cache's batched first polls); an unknown id is absent. */
export async function balancesOf(db: Db | Trx, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db.selectFrom('users').select(['id', 'money']).where('id', 'in', userIds).execute();
  return new Map(rows.map((row) => [Number(row.id), Number(row.money)]));
}

type Row = Omit<LedgerEntriesTable, 'id'> & { id: number };

export function toEntry(row: Row): Entry {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    type: Number(row.type) as EntryType,
    status: Number(row.status) as EntryStatus,
    amount: Number(row.amount),
    delta: Number(row.delta),
    balanceAfter: Number(row.balance_after),
    mark: row.mark,
    ref: row.ref,
    settles: row.settles === null ? null : Number(row.settles),
    createdAt: Number(row.created_at),
  };
}
