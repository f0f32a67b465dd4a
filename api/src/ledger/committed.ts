import { afterCommit } from '../db/commitHooks';
import type { Db, Trx } from '../db/schema';
import type { Entry } from '../domain/ledger';

/** A member's balance as of one committed entry (entry ids of a member grow with its changes: post.ts). */
export interface CommittedBalance {
  userId: number;
  balance: number;
  entryId: number;
}

export type BalanceListener = (change: CommittedBalance) => void;

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

/** Called by post(): tells the listeners of the entry's database about it after `trx` commits (not at all if it rolls back). */
export async function announceAfterCommit(trx: Trx, entry: Entry): Promise<void> {
  const set = listeners.get(trx.getExecutor().adapter);
  if (!set?.size) return;
  const change: CommittedBalance = { userId: entry.userId, balance: entry.over, entryId: entry.id };
  await afterCommit(trx, () => {
    for (const listener of set) listener(change);
  });
}
