import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** The pause before reconnect attempt `n` (1, 2, ...): 0.25 s doubling to 5 s; a success starts again at 1. */
export function reconnectDelay(attempt: number): number {
  return Math.min(5_000, 250 * 2 ** (attempt - 1));
}

export interface ListenConnectionOptions {
  /** With the application_name by which operators (pg_stat_activity) and other processes find this connection. */
  client: pg.ClientConfig;
  channel: string;
  onNotification(payload: string): void;
  /**
   * Listening (again). `since`: performance.now() when LISTEN was sent, from which on every notice is heard;
   * `resumed`: after a drop, when notices sent meanwhile were lost.
   */
  onListening(since: number, resumed: boolean): void;
  /** One line per event of the connection (lost, an attempt failed, back). */
  log(line: string): void;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A PostgreSQL connection that LISTENs on one channel and is opened again, with backoff, whenever it is lost:
 * an error, or an end without one (a server restart may just close it).
 */
export class ListenConnection {
  private client: pg.Client | null = null;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly opts: ListenConnectionOptions) {}

  /** Whether the connection is up now (it may still have died without telling: see PgNotifications' pings). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** The first connection: throws when it cannot be made (the process does not start without it). */
  open(): Promise<void> {
    return this.connect();
  }

  /** Drops the connection (it stopped delivering) and opens another. */
  restart(reason: string): void {
    if (this.client) this.lost(this.client, reason);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.opts.client);
    client.on('notification', (msg) => msg.payload && this.opts.onNotification(msg.payload));
    client.on('error', (err) => this.lost(client, err.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    let since: number;
    try {
      await client.connect();
      since = performance.now();
      await client.query(`LISTEN "${this.opts.channel}"`);
    } catch (err) {
      client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    const resumed = this.attempts > 0;
    if (resumed) this.opts.log(`notifications: listening connection back after ${this.attempts} attempt(s)`);
    this.attempts = 0;
    this.client = client;
    this.opts.onListening(since, resumed);
  }

  private lost(client: pg.Client, reason: string): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.retry(`notifications: listening connection lost (${reason})`);
  }

  private retry(what: string): void {
    if (this.closed) return;
    this.attempts += 1;
    const delay = reconnectDelay(this.attempts);
    this.opts.log(`${what}; reconnect attempt ${this.attempts} in ${delay} ms`);
    this.retryTimer = setTimeout(() => {
      this.connect().catch((err: unknown) => this.retry(`notifications: reconnect attempt ${this.attempts} failed (${reasonOf(err)})`));
    }, delay);
    this.retryTimer.unref();
  }
}
