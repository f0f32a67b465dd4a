import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db, Dialect } from '../db/schema';
import type { ChangeKind } from './scheduler';

/** What changed: a game's rounds, a bet in a room, a game's status or odds (ops). */
export interface RoomChange {
  gameId: number;
  kind: ChangeKind | 'bet' | 'status' | 'odds';
  planId?: number;
}

/** How processes tell each other (and themselves) that room state must be re-read. */
export interface ChangeFeed {
  publish(change: RoomChange): void;
  subscribe(listener: (change: RoomChange) => void): void;
  close(): Promise<void>;
}

/** One process (SQLite): an in-process emitter. */
export class LocalFeed implements ChangeFeed {
  private readonly emitter = new EventEmitter();
  publish(change: RoomChange) {
    this.emitter.emit('change', change);
  }
  subscribe(listener: (change: RoomChange) => void) {
    this.emitter.on('change', listener);
  }
  async close() {
    this.emitter.removeAllListeners();
  }
}

export function channelName(schema: string | null): string {
  return `lottery_${schema ?? 'public'}`;
}

/**
 * PostgreSQL LISTEN/NOTIFY: every api process listens on the schema's channel, so a bet taken or a round
 * drawn by one process refreshes the room state of all (including the publisher, which hears itself).
 * Callers publish after their transaction committed.
 */
export class PgFeed implements ChangeFeed {
  private listener: pg.Client | null = null;
  private readonly local = new LocalFeed();
  private closed = false;

  constructor(
    /** Sends a NOTIFY through the app's pool. */
    private readonly notify: (channel: string, payload: string) => Promise<unknown>,
    private readonly connectionString: string,
    private readonly schema: string | null,
    private readonly onError: (err: unknown) => void,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        this.local.publish(JSON.parse(msg.payload) as RoomChange);
      } catch (err) {
        this.onError(err);
      }
    });
    client.on('error', (err) => {
      this.onError(err);
      if (this.listener === client) this.listener = null;
      if (!this.closed) setTimeout(() => this.connect().catch(this.onError), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN "${channelName(this.schema)}"`);
    this.listener = client;
  }

  publish(change: RoomChange) {
    this.notify(channelName(this.schema), JSON.stringify(change)).catch(this.onError);
  }

  subscribe(listener: (change: RoomChange) => void) {
    this.local.subscribe(listener);
  }

  async close() {
    this.closed = true;
    await this.local.close();
    const client = this.listener;
    this.listener = null;
    if (client) await client.end().catch(() => undefined);
  }
}

/** From another process (ops): on PostgreSQL every api process hears it at once; SQLite servers re-read within refreshMs. */
export async function publishFromOutside(db: Db, dialect: Dialect, schema: string | null, change: RoomChange): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`SELECT pg_notify(${channelName(schema)}, ${JSON.stringify(change)})`.execute(db);
}
