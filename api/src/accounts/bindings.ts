import type { Generated } from 'kysely';
import type { Db, Trx } from '../db/schema';

/** A bound bank card (type 0) or virtual wallet (type 1) as `pay_infos` holds it. */
export interface Binding {
  type: number;
  acc: string;
  acc_name: string;
  acc_bank: string;
  acc_code: string;
  acc_fh: string;
  mark: string;
}

/** Migration 024: one row per replaced binding; rows are only ever added. */
export interface PayInfoChangesTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  /** The binding before and after, as `describeBinding` writes it. */
  previous: string;
  replacement: string;
  /** The client address the change came from. */
  ip: string;
  created_at: number;
}

export interface BindingTables {
  pay_info_changes: PayInfoChangesTable;
}

const FIELDS = ['acc', 'acc_name', 'acc_bank', 'acc_code', 'acc_fh', 'mark'] as const;

export function sameBinding(a: Binding, b: Binding): boolean {
  return a.type === b.type && FIELDS.every((field) => a[field] === b[field]);
}

/** Every field, in the spec's order: 'holder / card number / bank / bank code / branch', or 'address / wallet type'. */
export function describeBinding(binding: Binding): string {
  return FIELDS.map((field) => binding[field])
    .filter(Boolean)
    .join(' / ');
}

/** A member's binding of one type (one per type), or undefined. `lock` (PostgreSQL only: SQLite has no FOR UPDATE and runs one transaction at a time) holds it until the transaction ends. */
export async function bindingOf(db: Db | Trx, userId: number, type: number, lock = false): Promise<Binding | undefined> {
  return db
    .selectFrom('pay_infos')
    .select(['type', ...FIELDS])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Records that a member's binding was replaced (in the replacing transaction). */
export async function recordBindingChange(
  trx: Trx | Db,
  change: { userId: number; previous: Binding; replacement: Binding; ip: string; now: number },
): Promise<void> {
  await trx
    .insertInto('pay_info_changes')
    .values({
      user_id: change.userId,
      type: change.previous.type,
      previous: describeBinding(change.previous),
      replacement: describeBinding(change.replacement),
      ip: change.ip,
      created_at: change.now,
    })
    .execute();
}
