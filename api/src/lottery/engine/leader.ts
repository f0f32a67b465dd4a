import pg from 'pg';

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
 * the lock, and the next standby that asks takes over.
 */
export class AdvisoryLeader implements Leadership {
  private client: pg.Client | null = null;
  private leading = false;

  constructor(
    private readonly connectionString: string,
    private readonly schema: string | null,
    private readonly onLost: (err: unknown) => void,
  ) {}

  async acquire(): Promise<boolean> {
    if (this.leading) return true;
    if (!this.client) {
      const client = new pg.Client({
        connectionString: this.connectionString,
        ...(this.schema ? { options: `-c search_path=${this.schema}` } : {}),
      });
      client.on('error', (err) => this.drop(client, err));
      client.on('end', () => this.drop(client, new Error('leader connection ended')));
      await client.connect();
      this.client = client;
    }
    const { rows } = await this.client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock(hashtext('lottery-scheduler'), hashtext(current_schema())) AS locked",
    );
    this.leading = rows[0]?.locked === true;
    return this.leading;
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
