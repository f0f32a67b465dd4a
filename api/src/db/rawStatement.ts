import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db, Trx } from './schema';

/**
 * A statement of a hot path written once as SQL both databases read, with `?` placeholders (numbered $1, $2 ... for
 * PostgreSQL here): on a small query the query builder costs more than the query (bench/). Values are always bound.
 */
export class RawStatement {
  private readonly postgres: string;

  constructor(readonly sqlite: string) {
    let n = 0;
    this.postgres = sqlite.replace(/\?/g, () => `$${(n += 1)}`);
  }

  /** The statement for `db`'s database, with its values. */
  compile(db: Db | Trx, values: readonly unknown[]): CompiledQuery {
    return CompiledQuery.raw(isPostgres(db) ? this.postgres : this.sqlite, values as unknown[]);
  }
}

export function isPostgres(db: Db | Trx): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
