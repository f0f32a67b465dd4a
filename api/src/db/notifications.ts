import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Config } from '../config';
import { Acknowledgements } from './acknowledgements';
import { afterCommit } from './commitHooks';
import { ListenConnection } from './listenConnection';
import { clientConfig } from './postgres';
import type { Db, Dialect, Trx } from './schema';

/**
 * How api processes tell each other (and themselves) that something changed: room state, a revoked session,
 * a balance. On PostgreSQL, LISTEN/NOTIFY on one channel per schema (one listening connection per process,
 * topics multiplexed in the payload); on SQLite (one process) an in-process emitter. A notification sent
 * inside a transaction is heard only once it commits, and never if it rolls back, on both.
 *
 * Delivery is at most once: while the listening connection is down, notifications are lost, so every
 * subscriber also has a way to catch up (`onResume`: drop or re-read what it holds), and a cache that relies
 * on them serves nothing while `hearing` is false.
 */
export interface Notifications {
  /** Tells every process (this one included), after `trx` commits when given. */
  publish(topic: string, payload: unknown, trx?: Db | Trx): Promise<void>;
  /**
   * Tells every process within `trx`, for a change no process may act on once the caller goes on (a revocation).
   * `applied` resolves once `trx` has committed and every process listening then has run its subscribers on it
   * (PostgreSQL: each acknowledges it), or after ACK_WAIT_MS; never if `trx` rolls back. close() waits for it.
   */
  publishToAll(topic: string, payload: unknown, trx: Trx): Promise<{ applied: Promise<void> }>;
  /** Like publish (no transaction), and resolves once this process has heard it back (at most `timeoutMs`). */
  publishAndHear(topic: string, payload: unknown, timeoutMs?: number): Promise<void>;
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
  /** After the listening connection came back from a drop (anything published meanwhile was missed). */
  onResume(listener: () => void): void;
  /**
   * Whether this process hears every notification now: false while its listening connection is down, or has not
   * shown for LEASE_MS that it still delivers (it may have died without telling).
   */
  readonly hearing: boolean;
  close(): Promise<void>;
}

interface Envelope {
  topic: string;
  payload: unknown;
  /** `<process>:<n>`: lets the publisher recognise its own notification coming back. */
  id: string;
  /** publishToAll: every listening process acknowledges it once applied. */
  ack?: true;
}

/** How long publishToAll waits for acknowledgements. */
export const ACK_WAIT_MS = 2_000;
/**
 * How long a listening connection is trusted after it delivered this process's own ping: less than ACK_WAIT_MS
 * (a margin for timers), so a process a publisher gave up on has stopped trusting its caches by the time the
 * publisher goes on. It cannot have heard a ping sent after the notice without hearing the notice first.
 */
export const LEASE_MS = ACK_WAIT_MS - 250;
const PING_MS = 500;
/** A ping committed this long ago and still not heard: the connection stopped delivering; it is opened again. */
const SILENT_MS = 5_000;
const PING_TOPIC = '~ping';
const ACK_TOPIC = '~ack';
/** PostgreSQL keeps the first 63 bytes of an application_name. */
const NAME_MAX = 63;
const PROCESS_ID_CHARS = 12;

export function channelName(schema: string | null): string {
  return `app_${schema ?? 'public'}`;
}

/**
 * `trade-listen:<schema>:`, then a process id: the application_name of a process's listening connection, by
 * which publishToAll (and operators) find the processes listening on a schema. The schema is cut short if need be.
 */
export function listenerPrefix(schema: string | null): string {
  return `trade-listen:${schema ?? 'public'}`.slice(0, NAME_MAX - 1 - PROCESS_ID_CHARS) + ':';
}

/** pg takes an application_name in the URL over the one it is given: the listener's name must be the one seen. */
function withoutApplicationName(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.searchParams.delete('application_name');
    return url.toString();
  } catch {
    return databaseUrl; // not a URL: pg reads no application_name from it either
  }
}

abstract class Base implements Notifications {
  protected readonly emitter = new EventEmitter();
  /** This process, as its notices and acknowledgements name it. */
  protected readonly origin = randomBytes(PROCESS_ID_CHARS / 2).toString('hex');
  private sent = 0;
  private readonly awaiting = new Map<string, () => void>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  abstract readonly hearing: boolean;
  protected abstract send(envelope: Envelope, trx?: Db | Trx): Promise<void>;
  abstract publishToAll(topic: string, payload: unknown, trx: Trx): Promise<{ applied: Promise<void> }>;

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

  protected nextId(): string {
    this.sent += 1;
    return `${this.origin}:${this.sent}`;
  }
}

const RESUME = Symbol('resume');

/** One process (SQLite): delivered in this process only, after the transaction commits. */
class LocalNotifications extends Base {
  readonly hearing = true;

  protected async send(envelope: Envelope, trx?: Db | Trx): Promise<void> {
    if (trx?.isTransaction && (await afterCommit(trx as Trx, () => this.deliver(envelope)))) return;
    queueMicrotask(() => this.deliver(envelope));
  }

  /** Applied at the commit (before the caller can await it): nobody else to wait for. */
  async publishToAll(topic: string, payload: unknown, trx: Trx): Promise<{ applied: Promise<void> }> {
    await this.publish(topic, payload, trx);
    return { applied: Promise.resolve() };
  }
}

/**
 * PostgreSQL: NOTIFY through the app's pool (or the transaction), LISTEN on a dedicated connection. A listening
 * process pings itself every PING_MS through the pool: hearing its ping shows that every notice committed before
 * it has been delivered, which is what `hearing` stands on.
 */
class PgNotifications extends Base {
  private connection: ListenConnection | null = null;
  private opening: Promise<void> | null = null;
  private closed = false;
  /** performance.now() when the newest ping heard was sent (or LISTEN was). */
  private provenAt = -Infinity;
  /** When the oldest ping committed and not yet heard was sent. */
  private unheardSince: number | null = null;
  private pinger: NodeJS.Timeout | undefined;
  private pinging = false;
  private readonly acks = new Acknowledgements();
  /** publishToAll waits nobody awaits (the ops CLI's): close() lets them finish. */
  private readonly pending = new Set<Promise<void>>();
  private readonly listenersNamed: string;

  constructor(
    private readonly db: Db,
    private readonly database: Pick<Config, 'databaseSchema'> & Partial<Pick<Config, 'pgTimeouts'>> & { databaseUrl: string },
    private readonly onError: (err: unknown) => void,
    private readonly log: (line: string) => void,
    /** An api process (listen: true): named among the listeners, and acknowledges what it applies. */
    private readonly acknowledges: boolean,
  ) {
    super();
    this.listenersNamed = listenerPrefix(database.databaseSchema);
  }

  private get channel(): string {
    return channelName(this.database.databaseSchema);
  }

  get hearing(): boolean {
    return this.connection?.listening === true && performance.now() - this.provenAt < LEASE_MS;
  }

  protected async send(envelope: Envelope, trx?: Db | Trx): Promise<void> {
    await sql`SELECT pg_notify(${this.channel}, ${JSON.stringify(envelope)})`.execute(trx ?? this.db);
  }

  /**
   * Reads, within `trx` as it sends, who listens: a listener that dies before it acknowledges is still waited for
   * (its process stops trusting its caches within LEASE_MS). After the commit, those listening since are added: one
   * may have read what `trx` changed before it committed.
   */
  async publishToAll(topic: string, payload: unknown, trx: Trx): Promise<{ applied: Promise<void> }> {
    await this.listen(); // the ops CLI hears the acknowledgements on a connection of its own
    const envelope: Envelope = { topic, payload, id: this.nextId(), ack: true };
    this.acks.collect(envelope.id);
    const { rows } = await sql<{ listening: string[] }>`SELECT pg_notify(${this.channel}, ${JSON.stringify(envelope)}),
      array(${this.listenersQuery()}) AS listening`.execute(trx);
    let committed!: () => void;
    const applied = new Promise<void>((resolve) => (committed = resolve));
    const waitForAll = () => {
      const waiting = this.whenApplied(envelope.id, rows[0]!.listening).finally(() => this.pending.delete(waiting));
      this.pending.add(waiting);
      void waiting.then(committed);
    };
    if (!(await afterCommit(trx, waitForAll))) waitForAll();
    return { applied };
  }

  private async whenApplied(id: string, before: string[]): Promise<void> {
    const after = await this.listenersQuery()
      .execute(this.db)
      .then((result) => result.rows.map((row) => row.name))
      .catch((err: unknown) => (this.onError(err), []));
    const expected = new Set([...before, ...after].map((name) => name.slice(this.listenersNamed.length)));
    const missing = await this.acks.waitFor(id, expected, ACK_WAIT_MS);
    if (missing.length > 0) this.log(`notifications: not acknowledged within ${ACK_WAIT_MS} ms by ${missing.join(', ')}`);
  }

  /** Opens the listening connection, once. */
  listen(): Promise<void> {
    this.opening ??= this.openConnection().catch((err: unknown) => {
      this.opening = null;
      throw err;
    });
    return this.opening;
  }

  private async openConnection(): Promise<void> {
    const name = `${this.acknowledges ? this.listenersNamed : `trade-notify:${this.database.databaseSchema ?? 'public'}:`}${this.origin}`;
    const connection = new ListenConnection({
      client: {
        ...clientConfig({ ...this.database, databaseUrl: withoutApplicationName(this.database.databaseUrl) }),
        application_name: name,
      },
      channel: this.channel,
      onNotification: (text) => this.receive(text),
      onListening: (since, resumed) => {
        this.provenAt = since;
        this.unheardSince = null;
        if (resumed) this.emitter.emit(RESUME);
      },
      log: this.log,
    });
    await connection.open();
    if (this.closed) return connection.close();
    this.connection = connection;
    this.pinger = setInterval(() => void this.ping(), PING_MS);
    this.pinger.unref();
  }

  override async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pinger);
    await Promise.all(this.pending);
    await super.close();
    await this.connection?.close();
  }

  private listenersQuery() {
    return sql<{ name: string }>`SELECT application_name AS name FROM pg_stat_activity
      WHERE starts_with(application_name, ${this.listenersNamed})`;
  }

  private receive(text: string): void {
    try {
      const envelope = JSON.parse(text) as Envelope;
      if (envelope.topic === PING_TOPIC) {
        if (envelope.id.startsWith(`${this.origin}:`)) this.heardPing(envelope.payload as number);
      } else if (envelope.topic === ACK_TOPIC) {
        const { of, by } = envelope.payload as { of: string; by: string };
        this.acks.heard(of, by);
      } else {
        this.deliver(envelope);
        if (envelope.ack && this.acknowledges) this.acknowledge(envelope.id);
      }
    } catch (err) {
      this.onError(err);
    }
  }

  private acknowledge(of: string): void {
    this.send({ topic: ACK_TOPIC, payload: { of, by: this.origin }, id: this.nextId() }).catch(this.onError);
  }

  private async ping(): Promise<void> {
    if (!this.connection?.listening || this.pinging) return;
    const now = performance.now();
    if (this.unheardSince !== null && now - this.unheardSince > SILENT_MS) {
      this.unheardSince = null;
      this.connection.restart(`no notification heard for ${SILENT_MS} ms`);
      return;
    }
    this.pinging = true;
    try {
      await this.send({ topic: PING_TOPIC, payload: now, id: this.nextId() });
      if (this.provenAt < now) this.unheardSince ??= now;
    } catch {
      // The database cannot be reached: the lease lapses; the pool's failures are reported by the calls that meet them.
    } finally {
      this.pinging = false;
    }
  }

  private heardPing(sentAt: number): void {
    this.provenAt = Math.max(this.provenAt, sentAt);
    if (this.unheardSince !== null && sentAt >= this.unheardSince) this.unheardSince = null;
  }
}

export interface NotificationOptions {
  db: Db;
  dialect: Dialect;
  databaseUrl: string | null;
  databaseSchema: string | null;
  pgTimeouts?: Config['pgTimeouts'];
  onError: (err: unknown) => void;
  /** One line per event of the listening connection (lost, reconnect attempts, back); onError when not given. */
  log?: (line: string) => void;
  /** false: publish only (the ops CLI), no listening connection until publishToAll needs to hear acknowledgements. */
  listen?: boolean;
}

/** The notifications of one app (or the ops CLI): listening already when it resolves. */
export async function openNotifications(opts: NotificationOptions): Promise<Notifications> {
  if (opts.dialect !== 'postgres' || !opts.databaseUrl) return new LocalNotifications();
  const { databaseUrl, databaseSchema, pgTimeouts, onError } = opts;
  const database = { databaseUrl, databaseSchema, ...(pgTimeouts && { pgTimeouts }) };
  const notifications = new PgNotifications(opts.db, database, onError, opts.log ?? onError, opts.listen !== false);
  if (opts.listen !== false) await notifications.listen();
  return notifications;
}
