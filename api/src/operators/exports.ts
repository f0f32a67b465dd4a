// The console's CSV exports (issue 40): a period's rows read in (created_at, id) order, a batch at a time from the last
// row's key (migrations 063, 064), each batch written out before the next is read: an export of a million rows holds
// one batch, never the file. Money as u with two decimals from the integer minor units; cells escaped (lists/csv.ts).
import { sql } from 'kysely';
import { GROUP_MEMBER, type Locale } from 'shared-contracts';
import { EXPORT_MAX_DAYS, type ExportKind } from 'shared-contracts/ops';
import type { Db } from '../db/schema';
import { ENTRY_TYPE } from '../domain/ledger';
import type { LedgerEntriesTable } from '../ledger/tables';
import { addDays, dateRange, type Range } from '../domain/time';
import { AppError } from '../i18n/errors';
import { translate, type MessageKey } from '../i18n/translate';
import { csvLine, decimalUnits } from '../lists/csv';
import { LIST_ERR } from '../lists/errors';
import type { Key } from '../lists/keyset';
import type { OpsPermission } from './roles';

/** Rows read at once: large enough that the queries cost little, small enough that a batch is a few hundred kB. */
export const EXPORT_BATCH = 1000;

/** Excel reads a file as UTF-8 (the Chinese headers) only when it starts with this mark. */
const BOM = '\uFEFF';

interface Keyed {
  id: number;
  created_at: number;
}

interface Column<Row> {
  /** server.lists.columns.<name>: the header in the operator's language. */
  name: string;
  cell: (row: Row) => string | number;
  /** Minor units, written as u with two decimals. */
  money?: true;
}

interface ExportDef<Row extends Keyed> {
  /** Who may take it (operators/roles.ts). */
  permission: OpsPermission;
  columns: readonly Column<Row>[];
  /** Up to `take` rows of the period after `after` in (created_at, id) order; `userId` narrows the fund log. */
  read: (db: Db, range: Range, after: Key | undefined, take: number, userId: number | undefined) => Promise<Row[]>;
}

const TYPES = Object.fromEntries(Object.entries(ENTRY_TYPE).map(([name, code]) => [code, name]));
const STATUSES = ['pending', 'passed', 'rejected'];
const time = (ms: number) => new Date(Number(ms)).toISOString();
/** Rows after the key in (created_at, id) order: a row value comparison, which both databases read by the index. */
const afterKey = (after: Key) => sql<boolean>`(created_at, id) > (${after[0]!}, ${after[1]!})`;

const entryColumns: Column<EntryRow>[] = [
  { name: 'id', cell: (r) => Number(r.id) },
  { name: 'member', cell: (r) => Number(r.user_id) },
  { name: 'time', cell: (r) => time(r.created_at) },
  { name: 'type', cell: (r) => TYPES[r.type] ?? String(r.type) },
  { name: 'status', cell: (r) => STATUSES[r.status] ?? String(r.status) },
  { name: 'amount', cell: (r) => Number(r.amount), money: true },
  { name: 'delta', cell: (r) => Number(r.delta), money: true },
  { name: 'balanceAfter', cell: (r) => Number(r.balance_after), money: true },
  { name: 'note', cell: (r) => r.mark },
  { name: 'ref', cell: (r) => r.ref ?? '' },
];
type EntryRow = Keyed & Pick<LedgerEntriesTable, 'user_id' | 'type' | 'status' | 'amount' | 'delta' | 'balance_after' | 'mark' | 'ref'>;

const entries = (db: Db, range: Range, after: Key | undefined, take: number) =>
  db
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'type', 'status', 'amount', 'delta', 'balance_after', 'mark', 'ref', 'created_at'])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .$if(after !== undefined, (q) => q.where(afterKey(after!)))
    .orderBy('created_at')
    .orderBy('id')
    .limit(take);

/** A kind's definition, its rows' own type kept to itself (the stream only needs their keys). */
const defineExport = <Row extends Keyed>(def: ExportDef<Row>) => def as unknown as ExportDef<Keyed>;

const EXPORTS: Record<ExportKind, ExportDef<Keyed>> = {
  members: defineExport<Keyed & { username: string; status: number; money: number }>({
    permission: 'support',
    columns: [
      { name: 'id', cell: (r) => Number(r.id) },
      { name: 'username', cell: (r) => r.username },
      { name: 'joined', cell: (r) => time(r.created_at) },
      { name: 'status', cell: (r) => (r.status === 1 ? 'disabled' : 'active') },
      { name: 'balance', cell: (r) => Number(r.money), money: true },
    ],
    read: (db, range, after, take) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'status', 'money', 'created_at'])
        .where('group_id', '=', GROUP_MEMBER)
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to)
        .$if(after !== undefined, (q) => q.where(afterKey(after!)))
        .orderBy('created_at')
        .orderBy('id')
        .limit(take)
        .execute(),
  }),
  fundLog: defineExport<EntryRow>({
    permission: 'support',
    columns: entryColumns,
    read: (db, range, after, take, userId) =>
      entries(db, range, after, take)
        .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
        .execute(),
  }),
  transactions: defineExport<EntryRow & { payout_tx: string | null }>({
    permission: 'cashier',
    columns: [...entryColumns, { name: 'payoutTx', cell: (r) => r.payout_tx ?? '' }],
    read: (db, range, after, take) =>
      db
        .selectFrom('ledger_entries as e')
        .leftJoin('chain_payouts as p', 'p.entry_id', 'e.id')
        .select(['e.id', 'e.user_id', 'e.type', 'e.status', 'e.amount', 'e.delta', 'e.balance_after', 'e.mark', 'e.ref', 'e.created_at'])
        .select('p.tx_hash as payout_tx')
        .where('e.type', 'in', [ENTRY_TYPE.deposit, ENTRY_TYPE.withdrawal])
        .where('e.created_at', '>=', range.from)
        .where('e.created_at', '<', range.to)
        .$if(after !== undefined, (q) => q.where(sql<boolean>`(e.created_at, e.id) > (${after![0]!}, ${after![1]!})`))
        .orderBy('e.created_at')
        .orderBy('e.id')
        .limit(take)
        .execute(),
  }),
  audit: defineExport<
    Keyed & Record<'actor' | 'action', string> & Record<'target' | 'reason' | 'address' | 'before' | 'after', string | null>
  >({
    permission: 'read',
    columns: [
      { name: 'id', cell: (r) => Number(r.id) },
      { name: 'time', cell: (r) => time(r.created_at) },
      { name: 'actor', cell: (r) => r.actor },
      { name: 'action', cell: (r) => r.action },
      { name: 'target', cell: (r) => r.target ?? '' },
      { name: 'reason', cell: (r) => r.reason ?? '' },
      { name: 'address', cell: (r) => r.address ?? '' },
      { name: 'before', cell: (r) => r.before ?? '' },
      { name: 'after', cell: (r) => r.after ?? '' },
    ],
    read: (db, range, after, take) =>
      db
        .selectFrom('audit_log')
        .select(['id', 'actor', 'action', 'target', 'reason', 'address', 'before', 'after', 'created_at'])
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to)
        .$if(after !== undefined, (q) => q.where(afterKey(after!)))
        .orderBy('created_at')
        .orderBy('id')
        .limit(take)
        .execute(),
  }),
};

/** Who may take an export of `kind`. */
export const exportPermission = (kind: ExportKind): OpsPermission => EXPORTS[kind].permission;

/** The days `from` to `to` (both included) in the zone; refused backwards (70151) or longer than EXPORT_MAX_DAYS (70152). */
export function exportPeriod(from: string, to: string, timeZone: string): Range {
  if (from > to) throw new AppError(LIST_ERR.periodInvalid);
  if (addDays(from, EXPORT_MAX_DAYS) <= to) throw new AppError(LIST_ERR.periodTooLong, { days: EXPORT_MAX_DAYS });
  return dateRange(from, to, timeZone);
}

/**
 * The export's file, piece by piece: the BOM and the headers, then one piece per batch. The next batch is read only
 * when the reader asks for more (an async generator pulled by the reply's stream).
 */
export async function* exportCsv(
  db: Db,
  kind: ExportKind,
  range: Range,
  lang: Locale,
  userId?: number,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  const def = EXPORTS[kind];
  yield BOM + csvLine(def.columns.map((column) => translate(lang, `server.lists.columns.${column.name}` as MessageKey)));
  let after: Key | undefined;
  for (;;) {
    const rows = await def.read(db, range, after, batch, userId);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine(
          def.columns.map((column) => {
            const value = column.cell(row);
            return column.money && typeof value === 'number' ? decimalUnits(value) : value;
          }),
        ),
      )
      .join('');
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = [Number(last.created_at), Number(last.id)];
  }
}
