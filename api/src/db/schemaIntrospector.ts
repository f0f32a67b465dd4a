import { sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * What the migrator asks of PostgreSQL (does the schema, do its tables exist), looked up in the connection's own schema.
 * Kysely's introspector reads every schema of the database and calls has_schema_privilege on each name: a schema
 * dropped meanwhile (many apps or test files share one database, a schema each) fails it with "schema does not exist".
 * Tables come with names only: nothing here reads their columns.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; type: string }>`
      select table_name as name, table_schema as schema, table_type as type
      from information_schema.tables where table_schema = current_schema()`.execute(this.db);
    return rows.map(({ name, schema, type }) => ({ name, schema, isView: type === 'VIEW', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}
