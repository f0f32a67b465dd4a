import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { afterCommit } from './commitHooks';
import type { Db, Dialect, Trx } from './schema';

/**
 * How api processes tell each other (and themselves) that something changed: room state, a revoked session,
 * a balance. On PostgreSQL, LISTEN/NOTIFY on one channel per schema (one listening connection per process,
 * topics multiplexed in the payload); on SQLite (one process) an in-process emitter. A notification sent
 * inside a transaction is heard only once it commits, and never if it rolls back, on both.
 *
 * Delivery is at most once: while the listening connection is down, notifications are lost, so every
 * subscriber also has a way to catch up (`onResume`: drop or re-read what it holds).
 */
export interface Notifications {
  /** Tells every process (this one included), after `trx` commits when given. */
  publish(topic: string, payload: unknown, trx?: Db | Trx): Promise<void>;
  /** Like publish (no transaction), and resolves once this process has heard it back (at most `timeoutMs`). */
  publishAndHear(topic: string, payload: unknown, timeoutMs?: number): Promise<void>;
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
  /** After the listening connection came back from a drop (anything published meanwhile was missed). */
  onResume(listener: () => void): void;
  close(): Promise<void>;
}

interface Envelope {
  topic: string;
  payload: unknown;
  /** `<process>:<n>`: lets the publisher recognise its own notification coming back. */
  id: string;
}

/**
 * How long a notified cache trusts an entry of `key` (a member id): between half and all of `ttlMs`, spread by
 * key, so that entries cached together (every player at start-up) are not all re-read in the same second.
 */
export function spreadTtl(ttlMs: number, key: number): number {
  return ttlMs - ((key % 16) * ttlMs) / 32;
}

export function channelName(schema: string | null): string {
  return `app_${schema ?? 'public'}`;
}

abstract class Base implements Notifications {
  protected readonly emitter = new EventEmitter();
  private readonly origin = randomBytes(6).toString('hex');
  private sent = 0;
  private readonly awaiting = new Map<string, () => void>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  protected abstract send(envelope: Envelope, trx?: Db | Trx): Promise<void>;

  async publish(topic: string, payload: unknown, trx?: Db | Trx): Promise<void> {
    await this.send({ topic, payload, id: this.nextId() }, trx);
  }

  async publishAndHear(topic: string, payload: unknown, timeoutMs = 1_000): Promise<void> {
    const id = this.nextId();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.awaiting.set(id, resolve);
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      await this.send({ topic, payload, id });
      await heard;
    } finally {
      clearTimeout(timer);
      this.awaiting.delete(id);
    }
  }

  subscribe(topic: string, listener: (payload: unknown) => void): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  onResume(listener: () => void): void {
    this.emitter.on(RESUME, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }

  protected deliver(envelope: Envelope): void {
    this.emitter.emit(envelope.topic, envelope.payload);
    this.awaiting.get(envelope.id)?.();
  }

  private nextId(): string {
    this.sent += 1;
    return `${this.origin}:${this.sent}`;
  }
}

const RESUME = Symbol('resume');

/** One process (SQLite): delivered in this process only, after the transaction commits. */
class LocalNotifications extends Base {
  protected async send(envelope: Envelope, trx?: Db | Trx): Promise<void> {
    if (trx?.isTransaction && (await afterCommit(trx as Trx, () => this.deliver(envelope)))) return;
    queueMicrotask(() => this.deliver(envelope));
  }
}

/** PostgreSQL: NOTIFY through the app's pool (or the transaction), LISTEN on a dedicated connection. */
class PgNotifications extends Base {
  private listener: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onError: (err: unknown) => void,
  ) {
    super();
  }

  protected async send(envelope: Envelope, trx?: Db | Trx): Promise<void> {
    await sql`SELECT pg_notify(${this.channel}, ${JSON.stringify(envelope)})`.execute(trx ?? this.db);
  }

  async listen(resumed = false): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        this.deliver(JSON.parse(msg.payload) as Envelope);
      } catch (err) {
        this.onError(err);
      }
    });
    client.on('error', (err) => {
      this.onError(err);
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => undefined);
      this.retry();
    });
    await client.connect();
    await client.query(`LISTEN "${this.channel}"`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.listener = client;
    if (resumed) this.emitter.emit(RESUME);
  }

  override async close(): Promise<void> {
    this.closed = true;
    await super.close();
    const client = this.listener;
    this.listener = null;
    if (client) await client.end().catch(() => undefined);
  }

  private retry() {
    if (this.closed) return;
    setTimeout(() => this.listen(true).catch((err: unknown) => (this.onError(err), this.retry())), 1_000).unref();
  }
}

export interface NotificationOptions {
  db: Db;
  dialect: Dialect;
  databaseUrl: string | null;
  databaseSchema: string | null;
  onError: (err: unknown) => void;
  /** false: publish only (the ops CLI), no listening connection. */
  listen?: boolean;
}

/** The notifications of one app (or the ops CLI): listening already when it resolves. */
export async function openNotifications(opts: NotificationOptions): Promise<Notifications> {
  if (opts.dialect !== 'postgres' || !opts.databaseUrl) return new LocalNotifications();
  const notifications = new PgNotifications(opts.db, opts.databaseUrl, channelName(opts.databaseSchema), opts.onError);
  if (opts.listen !== false) await notifications.listen();
  return notifications;
}
