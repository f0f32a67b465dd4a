import type { Kysely } from 'kysely';
import type { Db } from '../db/schema';
import { expiresAt, type ThrottleEntry } from './throttleRules';
import type { ThrottleDecision, ThrottleSlot, ThrottleStore } from './throttleStore';

/** Migration 030: one row per throttle key that still counts, shared by every api process. Times are unix ms. */
export interface ThrottleEntriesTable {
  throttle: string;
  key: string;
  /** JSON arrays of times (ThrottleEntry). */
  failures: string;
  reserved: string;
  locked_until: number;
  locks: number;
  /** After it the row counts for nothing (throttleRules.expiresAt): it may be deleted. */
  expires_at: number;
}

/** A type literal, not an interface: Kysely's withTables wants an index signature. */
export type ThrottleTables = { throttle_entries: ThrottleEntriesTable };

export interface PgThrottleStoreOptions {
  /** How often (at most) a change first deletes the rows that no longer count. */
  pruneEveryMs?: number;
  now?: () => number;
}

/**
 * Throttle entries in a table, so every api process counts against the same limits. A change is one short
 * transaction holding the slots' rows locked: concurrent changes of a key, from any process, run one after the other.
 */
export class PgThrottleStore implements ThrottleStore {
  private readonly db: Kysely<ThrottleTables>;
  private readonly pruneEveryMs: number;
  private readonly now: () => number;
  private prunedAt = -Infinity;

  constructor(db: Db, options: PgThrottleStoreOptions = {}) {
    this.db = db.withTables<ThrottleTables>();
    this.pruneEveryMs = options.pruneEveryMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  async change<T>(slots: readonly ThrottleSlot[], decide: (entries: (ThrottleEntry | undefined)[]) => ThrottleDecision<T>): Promise<T> {
    await this.pruneFromTimeToTime();
    // Every process locks keys in this one order, so two changes sharing keys never wait for each other in a cycle.
    const ordered = [...slots].sort(bySlot);
    return this.db.transaction().execute(async (trx) => {
      // One statement inserts the missing rows and locks the present ones (a no-op update locks), returning both.
      const rows = await trx
        .insertInto('throttle_entries')
        .values(ordered.map((slot) => ({ ...idOf(slot), failures: '[]', reserved: '[]', locked_until: 0, locks: 0, expires_at: 0 })))
        .onConflict((oc) => oc.columns(['throttle', 'key']).doUpdateSet((eb) => ({ throttle: eb.ref('excluded.throttle') })))
        .returningAll()
        .execute();
      const found = new Map(rows.map((row) => [idKey(row), entryOf(row)]));
      const { result, entries } = decide(slots.map((slot) => found.get(idKey(slot))));
      if (entries) await save(trx, slots, entries);
      return result;
    });
  }

  /** Deletes rows that no longer count, skipping rows in use (never waiting for them): the table stays bounded. */
  private async pruneFromTimeToTime(): Promise<void> {
    const now = this.now();
    if (now - this.prunedAt < this.pruneEveryMs) return;
    this.prunedAt = now;
    await this.db
      .deleteFrom('throttle_entries')
      .where((eb) =>
        eb(
          eb.refTuple('throttle', 'key'),
          'in',
          eb
            .selectFrom('throttle_entries')
            .select(['throttle', 'key'])
            .where('expires_at', '<', now)
            .forUpdate()
            .skipLocked()
            .$asTuple('throttle', 'key'),
        ),
      )
      .execute();
  }
}

async function save(trx: Kysely<ThrottleTables>, slots: readonly ThrottleSlot[], entries: (ThrottleEntry | null)[]): Promise<void> {
  const kept = slots.flatMap((slot, i) => {
    const entry = entries[i];
    return entry ? [{ ...idOf(slot), ...rowOf(entry), expires_at: expiresAt(entry, slot.rules) }] : [];
  });
  const gone = slots.filter((_, i) => !entries[i]);
  if (kept.length) {
    // The rows exist and are locked by this transaction: an upsert is a one-statement update of them all.
    await trx
      .insertInto('throttle_entries')
      .values(kept)
      .onConflict((oc) =>
        oc.columns(['throttle', 'key']).doUpdateSet((eb) => ({
          failures: eb.ref('excluded.failures'),
          reserved: eb.ref('excluded.reserved'),
          locked_until: eb.ref('excluded.locked_until'),
          locks: eb.ref('excluded.locks'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
  }
  if (gone.length) {
    await trx
      .deleteFrom('throttle_entries')
      .where((eb) => eb.or(gone.map((slot) => eb.and(idOf(slot)))))
      .execute();
  }
}

function idOf(slot: ThrottleSlot): { throttle: string; key: string } {
  return { throttle: slot.throttle, key: slot.key };
}

function idKey(id: { throttle: string; key: string }): string {
  return `${id.throttle}\n${id.key}`;
}

function bySlot(a: ThrottleSlot, b: ThrottleSlot): number {
  return a.throttle < b.throttle ? -1 : a.throttle > b.throttle ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function entryOf(row: ThrottleEntriesTable): ThrottleEntry {
  return {
    failures: JSON.parse(row.failures) as number[],
    reserved: JSON.parse(row.reserved) as number[],
    lockedUntil: row.locked_until,
    locks: row.locks,
  };
}

function rowOf(entry: ThrottleEntry): Pick<ThrottleEntriesTable, 'failures' | 'reserved' | 'locked_until' | 'locks'> {
  return {
    failures: JSON.stringify(entry.failures),
    reserved: JSON.stringify(entry.reserved),
    locked_until: entry.lockedUntil,
    locks: entry.locks,
  };
}
