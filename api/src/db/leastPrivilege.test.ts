import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../build';
import { loadConfig } from '../config';
import { TEST_SCRYPT_N, testDatabaseUrl } from '../testing/app';
import { post, registerMember } from '../testing/http';

/**
 * The least-privilege roles the README documents (issue 42): an owner role that runs the migrations
 * (MIGRATE_DATABASE_URL) and an api role (DATABASE_URL) that reads and writes rows and nothing else, so that neither
 * a hole in the api nor its stolen password can empty history (TRUNCATE) or change the schema and its guards.
 */
const url = testDatabaseUrl();
const suffix = randomBytes(4).toString('hex');
const owner = `trade_owner_${suffix}`;
const api = `trade_api_${suffix}`;
const schema = `lp_${suffix}`;

function as(role: string): string {
  const address = new URL(url!);
  address.username = role;
  address.password = 'secret';
  return address.toString();
}

async function asSuperuser(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The first error a statement run as `role` meets, or 'done'. */
async function runAs(role: string, statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: as(role), options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query(statement);
    return 'done';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end();
  }
}

(url ? describe : describe.skip)('the api as a least-privilege PostgreSQL role', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The README's recipe, in a schema of its own.
    await asSuperuser([
      `CREATE ROLE ${owner} LOGIN PASSWORD 'secret'`,
      `CREATE ROLE ${api} LOGIN PASSWORD 'secret'`,
      `CREATE SCHEMA ${schema} AUTHORIZATION ${owner}`,
      `GRANT USAGE ON SCHEMA ${schema} TO ${api}`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${api}`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA ${schema} GRANT USAGE, SELECT ON SEQUENCES TO ${api}`,
    ]);
    const base = loadConfig({ LOG_LEVEL: 'silent', SCRYPT_N: String(TEST_SCRYPT_N), LOTTERY_SCHEDULER: 'off', RECONCILE_AT: 'off' });
    app = await buildApp({
      config: { ...base, databaseUrl: as(api), migrateDatabaseUrl: as(owner), databaseSchema: schema, pgPoolMax: 3 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await asSuperuser([
      `DROP SCHEMA IF EXISTS ${schema} CASCADE`,
      `DROP OWNED BY ${api}`,
      `DROP OWNED BY ${owner}`,
      `DROP ROLE ${api}`,
      `DROP ROLE ${owner}`,
    ]);
  });

  it('migrates as the owner and serves as the api role: a member registers and signs in', async () => {
    const { username, password } = await registerMember(app);
    const login = await post(app, '/api/user/login', { account: username, password, lang: 'en' }, { ip: '10.66.0.1' });
    expect(login).toMatchObject({ code: 1, data: { token: expect.any(String) } });
  });

  it('refuses the api role TRUNCATE of the audit log and the ledger', async () => {
    expect(await runAs(api, 'TRUNCATE audit_log')).toMatch(/permission denied/);
    expect(await runAs(api, 'TRUNCATE ledger_entries CASCADE')).toMatch(/permission denied/);
  });

  it('refuses the api role any change of the schema: no table made, no guard dropped, no trigger turned off', async () => {
    expect(await runAs(api, 'CREATE TABLE planted (id int)')).toMatch(/permission denied/);
    expect(await runAs(api, 'DROP TRIGGER audit_log_guard ON audit_log')).toMatch(/must be owner/);
    expect(await runAs(api, 'ALTER TABLE ledger_entries DISABLE TRIGGER ALL')).toMatch(/must be owner/);
  });

  it('even the owner cannot empty or rewrite history: the guards hold for every role but a superuser turning them off', async () => {
    expect(await runAs(api, "INSERT INTO audit_log (actor, action, created_at) VALUES ('cli', 'test.entry', 0)")).toBe('done');
    expect(await runAs(owner, 'TRUNCATE audit_log')).toMatch(/TRUNCATE refused/);
    expect(await runAs(owner, "UPDATE audit_log SET action = 'forged'")).toMatch(/immutable/);
  });
});
