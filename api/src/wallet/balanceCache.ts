import type { Db } from '../db/schema';
import { ledger, onCommittedBalance, type CommittedBalance } from '../ledger';

/** A balance held longer than this is read again: a write made by another process shows within it. */
export const BALANCE_FRESH_MS = 1_000;
/** A member whose balance nobody asked for this long is forgotten (and read again if asked). */
export const BALANCE_IDLE_MS = 60_000;
/** At most this many members are held (about 100 bytes each). */
export const BALANCE_MAX_MEMBERS = 100_000;

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
 * Updated by the ledger's write path once each transaction commits (ledger/committed.ts); a member not held, or
 * held longer than BALANCE_FRESH_MS, is read from the database once (concurrent polls share the read). So a write
 * made in this process shows at once, and one made elsewhere (another api process, the ops CLI) within 1 s.
 * Money decisions (bets, withdrawals) never read this: the ledger's guarded statements decide on the table.
 */
export class BalanceCache {
  private readonly held = new Map<number, Held>();
  private readonly reads = new Map<number, Promise<number>>();
  private version = 0;
  private readonly stopListening: () => void;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {
    this.stopListening = onCommittedBalance(db, (change) => this.apply(change));
    this.sweeper = setInterval(() => this.sweep(), BALANCE_IDLE_MS);
    this.sweeper.unref();
  }

  /** The member's balance, at most BALANCE_FRESH_MS behind the database. Throws member_not_found for an unknown id. */
  async balanceOf(userId: number): Promise<number> {
    const now = this.clock();
    const held = this.held.get(userId);
    if (held) {
      held.seenAt = now;
      if (now - held.knownAt <= BALANCE_FRESH_MS) return held.balance;
    }
    return this.reads.get(userId) ?? this.read(userId);
  }

  /** Members held now (for tests and figures). */
  get size(): number {
    return this.held.size;
  }

  close(): void {
    this.stopListening();
    clearInterval(this.sweeper);
    this.held.clear();
  }

  private read(userId: number): Promise<number> {
    const since = this.version;
    const reading = ledger
      .balanceOf(this.db, userId)
      .then((balance) => {
        const held = this.held.get(userId);
        // A commit announced while the read ran is at least as new as what the read saw.
        if (held && held.version > since) return held.balance;
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
    if (held) {
      Object.assign(held, { balance, entryId, knownAt: now, version: this.version });
      return;
    }
    if (this.held.size >= BALANCE_MAX_MEMBERS) this.sweep();
    // Still full: the member taken in longest ago goes (a Map iterates in insertion order).
    if (this.held.size >= BALANCE_MAX_MEMBERS) this.held.delete(this.held.keys().next().value!);
    this.held.set(userId, { balance, entryId, knownAt: now, seenAt: now, version: this.version });
  }

  /** Forgets the members not polled for BALANCE_IDLE_MS (runs every BALANCE_IDLE_MS). */
  sweep(): void {
    const before = this.clock() - BALANCE_IDLE_MS;
    for (const [userId, held] of this.held) if (held.seenAt < before) this.held.delete(userId);
  }
}
