import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

/** One numbered schema change. `db` is untyped on purpose: a migration describes the schema as it was then. */
export interface Migration {
  /** NNN_name, numbered next after the last (api/PLATFORM.md, Migrations). */
  name: string;
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}
