import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

/** One numbered schema change. `db` is untyped on purpose: a migration describes the schema as it was then. */
export interface Migration {
  /** NNN_name: 001-009 accounts/content, 010-019 ledger, 020-029 lottery. */
  name: string;
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}
