import { afterCommit } from '../db/commitHooks';
import type { Notifications } from '../db/notifications';
import type { Db, Trx } from '../db/schema';
import type { Entry } from '../domain/ledger';

/** A member's balance as of one committed entry (entry ids of a member grow with its changes: post.ts). */
export interface CommittedBalance {
  userId: number;
  balance: number;
  entryId: number;
}

export type BalanceListener = (change: CommittedBalance) => void;

/** The notifications topic other processes hear a committed balance on (payload: a CommittedBalance). */
export const BALANCE_TOPIC = 'balance';

/**
 * Listeners per database: keyed by the dialect adapter, which a Kysely instance shares with its transactions
 * (and only with them), so a listener hears the writes of its own database and no other app's in the process.
 */
const listeners = new WeakMap<object, Set<BalanceListener>>();

/** Hears every balance change post() makes on `db`, once its transaction has committed. Answers the unsubscribe. */
export function onCommittedBalance(db: Db, listener: BalanceListener): () => void {
  const key = db.getExecutor().adapter;
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Where each database's changes are published for other processes, by the same key as `listeners`. */
const publishers = new WeakMap<object, Set<Notifications>>();

/**
 * Tells other processes too: every balance change post() makes on `db` is published on `notifications`
 * (BALANCE_TOPIC) inside its transaction, so it is heard once the transaction commits, never if it rolls back.
 * For processes sharing one PostgreSQL (api processes, the ops CLI). Answers the undo.
 */
export function publishCommittedBalances(db: Db, notifications: Notifications): () => void {
  const key = db.getExecutor().adapter;
  let set = publishers.get(key);
  if (!set) publishers.set(key, (set = new Set()));
  set.add(notifications);
  return () => set.delete(notifications);
}

/**
 * Called by post(): tells the listeners of the entry's database about it after `trx` commits (not at all if it
 * rolls back), and publishes it for other processes within `trx`.
 */
export async function announceAfterCommit(trx: Trx, entry: Entry): Promise<void> {
  const key = trx.getExecutor().adapter;
  const change: CommittedBalance = { userId: entry.userId, balance: entry.over, entryId: entry.id };
  for (const notifications of publishers.get(key) ?? []) await notifications.publish(BALANCE_TOPIC, change, trx);
  const set = listeners.get(key);
  if (!set?.size) return;
  await afterCommit(trx, () => {
    for (const listener of set) listener(change);
  });
}

/** A CommittedBalance heard from another process, or null when the payload is not one. */
export function committedBalanceOf(payload: unknown): CommittedBalance | null {
  const { userId, balance, entryId } = (payload ?? {}) as Partial<Record<keyof CommittedBalance, unknown>>;
  const ints = [userId, balance, entryId].every(Number.isSafeInteger);
  return ints ? { userId: userId as number, balance: balance as number, entryId: entryId as number } : null;
}
