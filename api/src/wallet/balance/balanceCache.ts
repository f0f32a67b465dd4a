import { dbFault } from '../../db/errors';
import { promptly } from '../../db/promptly';
import { BatchedReads } from '../../db/batchedReads';
import { spreadTtl } from '../../db/cacheTtl';
import type { Notifications } from '../../db/notifications';
import type { Db } from '../../db/schema';
import { BALANCE_TOPIC, committedBalanceOf, type CommittedBalance, type Ledger } from '../../ledger';
import { LedgerError } from '../../domain/ledger';

/** Without notifications from other processes (SQLite: the ops CLI writes beside the server), a held balance is read again after this. */
export const BALANCE_FRESH_MS = 1_000;
/**
 * With them (PostgreSQL), only as a safety net (a write made outside the ledger, a notice lost unnoticed); spread by
 * member (spreadTtl). Minutes, not seconds: the copy is for display only, and at 30 s a worker re-read 10,000 polling
 * members' balances at 330 a second (bench/players.mjs).
 */
export const BALANCE_NOTIFIED_FRESH_MS = 300_000;
/** A member whose balance nobody asked for this long is forgotten (and read again if asked). */
export const BALANCE_IDLE_MS = 60_000;
/** At most this many members are held (about 100 bytes each). */
export const BALANCE_MAX_MEMBERS = 100_000;

export interface BalanceCacheOptions {
  /** The notifications other processes publish their committed balances on (PostgreSQL); none on SQLite. */
  notifications?: Notifications | null;
  clock?: () => number;
}

interface Held {
  balance: number;
  /** The newest entry applied (0: read from the table); an older announcement never replaces a newer one. */
  entryId: number;
  /** When the balance was last known right: read from the table, or announced by a committed post(). */
  knownAt: number;
  seenAt: number;
  /** Increases with every change applied, so a table read that raced a commit does not undo it. */
  version: number;
}

/**
 * Members' balances for display (the heartbeat polls every 2 s), held in this process so a poll reads no table.
 * Updated once each transaction commits: by the posts of this process's ledger directly (ledger/ledger.ts), and on
 * PostgreSQL by the notifications every other process (api processes, the ops CLI) publishes with its writes, so
 * a held balance is read again only after BALANCE_NOTIFIED_FRESH_MS; every poll reads the table while the listening
 * connection is not hearing, and all are dropped when it comes back from a drop (notices were missed). Without
 * notifications (SQLite) a balance held longer than BALANCE_FRESH_MS is read again, so the ops CLI's writes show
 * within 1 s. A member not held is read once (concurrent polls share the read). Money decisions (bets,
 * withdrawals) never read this: the ledger's guarded statements decide on the table.
 */
export class BalanceCache {
  private readonly held = new Map<number, Held>();
  private readonly reads = new Map<number, Promise<number>>();
  /** The first polls after a start come all at once: their reads are made together (db/batchedReads.ts). */
  private readonly tableReads: BatchedReads<number, number>;
  private version = 0;
  /** The version at the last forgetAll(): a read started before it may have missed a notice, and holds nothing. */
  private forgotAt = 0;
  private readonly freshMs: number;
  private readonly notifications: Notifications | null;
  private readonly clock: () => number;
  private readonly stopListening: Array<() => void>;
  private readonly sweeper: NodeJS.Timeout;
  private readonly listeners = new Set<(userId: number, balance: number) => void>();

  constructor(db: Db, ledger: Ledger, { notifications, clock = Date.now }: BalanceCacheOptions = {}) {
    this.clock = clock;
    this.notifications = notifications ?? null;
    this.tableReads = new BatchedReads((ids) => ledger.balancesOf(db, ids));
    this.freshMs = notifications ? BALANCE_NOTIFIED_FRESH_MS : BALANCE_FRESH_MS;
    this.stopListening = [ledger.onCommitted((change) => this.apply(change))];
    if (notifications) {
      this.stopListening.push(
        notifications.subscribe(BALANCE_TOPIC, (payload) => {
          const change = committedBalanceOf(payload);
          if (change) this.apply(change);
        }),
      );
      notifications.onResume(() => this.forgetAll());
    }
    this.sweeper = setInterval(() => this.sweep(), BALANCE_IDLE_MS);
    this.sweeper.unref();
  }

  /** The member's balance as of the last commit heard, read again when held too long. Throws member_not_found for an unknown id. */
  async balanceOf(userId: number): Promise<number> {
    const now = this.clock();
    const held = this.held.get(userId);
    if (held) {
      held.seenAt = now;
      const freshMs = this.freshMs > BALANCE_FRESH_MS ? spreadTtl(this.freshMs, userId) : this.freshMs;
      // Not hearing other processes' notices: one may be passing unheard, so the table decides.
      if (now - held.knownAt <= freshMs && (this.notifications?.hearing ?? true)) return held.balance;
    }
    const reading = this.reads.get(userId) ?? this.read(userId);
    // The table cannot be read (soon enough: the database is away or frozen): the balance last held is shown.
    if (!held) return reading;
    return promptly(reading).catch((error: unknown) => {
      if (dbFault(error)) return held.balance;
      throw error;
    });
  }

  /** Told each balance taken in (a commit heard or a table read), changed or not: the live channel pushes changes. Answers the unsubscribe. */
  onHeld(listener: (userId: number, balance: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * A committed balance found by other means than this process's ledger or a notice (the live channel's look at the
   * ledger's newest entries: the ops CLI on SQLite writes unheard). Taken as a notice is: a member held or being
   * read only, and never over a newer entry's balance.
   */
  heard(change: CommittedBalance): void {
    this.apply(change);
  }

  /** Members held now (for tests and figures). */
  get size(): number {
    return this.held.size;
  }

  close(): void {
    for (const stop of this.stopListening) stop();
    clearInterval(this.sweeper);
    this.listeners.clear();
    this.held.clear();
  }

  private read(userId: number): Promise<number> {
    const since = this.version;
    const reading = this.tableReads
      .get(userId)
      .then((balance) => {
        if (balance === undefined) throw new LedgerError('member_not_found', `member ${userId}`);
        const held = this.held.get(userId);
        // A commit announced while the read ran is at least as new as what the read saw.
        if (held && held.version > since) return held.balance;
        if (this.forgotAt > since) return balance;
        this.hold(userId, balance, held?.entryId ?? 0);
        return balance;
      })
      .finally(() => this.reads.delete(userId));
    this.reads.set(userId, reading);
    return reading;
  }

  private apply({ userId, balance, entryId }: CommittedBalance): void {
    const held = this.held.get(userId);
    // Members nobody is polling are not taken in; one being read is, so the read cannot hold an older balance.
    if (held ? entryId < held.entryId : !this.reads.has(userId)) return;
    this.hold(userId, balance, entryId);
  }

  private hold(userId: number, balance: number, entryId: number): void {
    const now = this.clock();
    const held = this.held.get(userId);
    this.version += 1;
    if (held) Object.assign(held, { balance, entryId, knownAt: now, version: this.version });
    else {
      if (this.held.size >= BALANCE_MAX_MEMBERS) this.sweep();
      // Still full: the member taken in longest ago goes (a Map iterates in insertion order).
      if (this.held.size >= BALANCE_MAX_MEMBERS) this.held.delete(this.held.keys().next().value!);
      this.held.set(userId, { balance, entryId, knownAt: now, seenAt: now, version: this.version });
    }
    for (const listener of this.listeners) listener(userId, balance);
  }

  /** Drops every balance held (the notices of other processes' writes may have been missed): each is read again. */
  forgetAll(): void {
    this.version += 1;
    this.forgotAt = this.version;
    this.held.clear();
  }

  /** Forgets the members not polled for BALANCE_IDLE_MS (runs every BALANCE_IDLE_MS). */
  sweep(): void {
    const before = this.clock() - BALANCE_IDLE_MS;
    for (const [userId, held] of this.held) if (held.seenAt < before) this.held.delete(userId);
  }
}
