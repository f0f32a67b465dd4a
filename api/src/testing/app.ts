import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../build';
import { loadConfig, type Config } from '../config';
import { assertSchemaName, connect } from '../db/connect';
import type { Connection } from '../db/schema';
import { migrate } from '../db/migrate';

/** Cheap scrypt for tests only (production default is 2^16, proven by config.test.ts). */
export const TEST_SCRYPT_N = 2 ** 10;

/** PostgreSQL for tests when TEST_DATABASE_URL (or DATABASE_URL) is set; else SQLite. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
}

export interface TestDatabase {
  config: Config;
  /** Drops the schema (PostgreSQL) or the temp folder (SQLite). Call after the app/connection is closed. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a SQLite file in a new temp folder, or a new PostgreSQL schema.
 * `overrides` change any setting (e.g. throttle limits).
 */
export async function freshDatabase(overrides: Partial<Config> = {}): Promise<TestDatabase> {
  // The lottery scheduler stays off unless a test turns it on (lottery tests tick it themselves).
  const base = loadConfig({ LOG_LEVEL: 'silent', SCRYPT_N: String(TEST_SCRYPT_N), LOTTERY_SCHEDULER: 'off', RECONCILE_AT: 'off' });
  const url = testDatabaseUrl();
  // Files the app keeps under DATA_DIR (members' verification images) go to a temp folder on either database.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const dropDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (url) {
    const schema = assertSchemaName(`t_${process.pid}_${randomBytes(4).toString('hex')}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    return {
      config: { ...base, databaseUrl: url, databaseSchema: schema, pgPoolMax: 5, dataDir, ...overrides },
      async drop() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
        dropDataDir();
      },
    };
  }
  return {
    config: { ...base, databaseUrl: null, dataDir, ...overrides },
    async drop() {
      dropDataDir();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/** The whole app on a fresh database, ready for `app.inject`. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase(overrides);
  const app = await buildApp({ config: database.config }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    app,
    config: database.config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** A migrated database without the HTTP app (for repository and ops tests). */
export async function buildTestDb(overrides: Partial<Config> = {}): Promise<Connection & { config: Config; close(): Promise<void> }> {
  const database = await freshDatabase(overrides);
  const connection = connect(database.config);
  try {
    await migrate(connection.db, connection.dialect);
  } catch (error) {
    await connection.db.destroy();
    await database.drop();
    throw error;
  }
  return {
    ...connection,
    config: database.config,
    async close() {
      await connection.db.destroy();
      await database.drop();
    },
  };
}
