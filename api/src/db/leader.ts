import pg from 'pg';
import { clientConfig, type PostgresClientConfig } from './postgres';

/** Who runs the scheduler: exactly one process per database. */
export interface Leadership {
  /** Tries to become (or stay) the leader; answers whether this process leads now. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/** SQLite is one process's file: that process leads. */
export class SoleLeader implements Leadership {
  async acquire() {
    return true;
  }
  async release() {}
}

/**
 * PostgreSQL: a session advisory lock held on a dedicated connection, keyed by the schema (so test schemas
 * on one server do not share it). When the leading process dies its connection closes, the server drops
 * the lock, and the next standby that asks takes over. A lost connection (a restart, a DBA's terminate) ends
 * this process's lead, never the process: the engine asks again on its next tries, on a new connection.
 */
export class AdvisoryLeader implements Leadership {
  private client: pg.Client | null = null;
  private leading = false;

  /** `lock` names what is led (each its own advisory lock): the lottery scheduler by default, 'chain-watcher', ... */
  constructor(
    private readonly config: PostgresClientConfig,
    private readonly onLost: (err: unknown) => void,
    private readonly lock = 'lottery-scheduler',
  ) {}

  async acquire(): Promise<boolean> {
    if (this.leading) return true;
    let client = this.client;
    try {
      if (!client) {
        // The pool's bounds: a connection attempt and the query give up rather than hang on a frozen server.
        const settings = clientConfig(this.config);
        client = new pg.Client({ ...settings, query_timeout: settings.connectionTimeoutMillis });
        const opened = client;
        opened.on('error', (err) => this.drop(opened, err));
        opened.on('end', () => this.drop(opened, new Error('leader connection ended')));
        this.client = opened;
        await opened.connect();
      }
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1), hashtext(current_schema())) AS locked',
        [this.lock],
      );
      this.leading = rows[0]?.locked === true;
      return this.leading;
    } catch (err) {
      // A connection that failed once is not trusted again (a query timeout leaves it mid-answer).
      if (client) this.drop(client, err);
      throw err;
    }
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.leading = false;
    if (client) await client.end().catch(() => undefined);
  }

  private drop(client: pg.Client, err: unknown) {
    if (this.client !== client) return;
    const wasLeading = this.leading;
    this.client = null;
    this.leading = false;
    client.end().catch(() => undefined);
    if (wasLeading) this.onLost(err);
  }
}
