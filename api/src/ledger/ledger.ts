import { afterCommit } from '../db/commitHooks';
import type { Notifications } from '../db/notifications';
import type { Db, Trx } from '../db/schema';
import type { Decision, DepositBonusRule, Entry, Posting } from '../domain/ledger';
import { BALANCE_TOPIC, type BalanceListener, type CommittedBalance } from './committed';
import { closeExpiredDeposits, openDeposits } from './deposits';
import { balanceOf, balancesOf, inTransaction, post } from './post';
import { profitSummary } from './profit';
import { listEntries, listPending, listWithdrawalsUnderReview, profitOf } from './queries';
import { decidePending, type Settled } from './settle';
import { verifyLedger } from './verify';

export interface LedgerOptions {
  /**
   * Where every committed balance is published for other processes sharing the database (PostgreSQL: the api
   * processes and the ops CLI); none on SQLite, where one process owns the file.
   */
  publishTo?: Notifications | null;
}

/**
 * The wallet ledger of one process: the one write path of balances (post), decisions on pending entries (settle),
 * reads and the audit. Built once per process with who hears its posts (plugins/balances.ts, ops/run.ts): the
 * listeners in this process (the heartbeat's balances) once the transaction commits, and the processes that
 * `publishTo` reaches. A ledger built bare (`new Ledger()`) tells nobody: for tests and tools with no listener.
 */
export class Ledger {
  private readonly listeners = new Set<BalanceListener>();
  private readonly publishTo: Notifications | null;

  constructor({ publishTo = null }: LedgerOptions = {}) {
    this.publishTo = publishTo;
  }

  /** Hears every balance change this ledger posts, once its transaction has committed. Answers the unsubscribe. */
  onCommitted(listener: BalanceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Moves the member's balance and records the entry in the caller's transaction (post.ts); once the transaction
   * commits (never if it rolls back: db/commitHooks.ts) the listeners learn the balance, and it is published within
   * the transaction, so other processes hear it on commit too.
   */
  async post(db: Db | Trx, posting: Posting, now = Date.now()): Promise<Entry> {
    const trx = inTransaction(db);
    const entry = await post(trx, posting, now);
    await this.announce(trx, entry);
    return entry;
  }

  /**
   * Approves or rejects a pending deposit or withdrawal (guarded: of two deciders exactly one wins, the other gets
   * 'already_settled') and posts what the decision moves, in the caller's transaction. An approved deposit's bonus
   * follows `bonus`, the program the wallet read in this transaction. Only the money: the wallet records the rest
   * (wallet/requests/decide.ts). A rejected withdrawal's return records the cashier's `reason` (its mark).
   */
  async settle(
    db: Db | Trx,
    entryId: number,
    decision: Decision,
    bonus: DepositBonusRule,
    now = Date.now(),
    reason: string | null = null,
  ): Promise<Settled> {
    const trx = inTransaction(db);
    const { request, postings } = await decidePending(trx, entryId, decision, bonus, now, reason);
    const entries: Entry[] = [];
    for (const posting of postings) entries.push(await this.post(trx, posting, now));
    return { request, entries };
  }

  readonly balanceOf = balanceOf;
  readonly balancesOf = balancesOf;
  readonly listEntries = listEntries;
  readonly listPending = listPending;
  readonly listWithdrawalsUnderReview = listWithdrawalsUnderReview;
  readonly profitOf = profitOf;
  readonly profitSummary = profitSummary;
  readonly verifyLedger = verifyLedger;
  readonly openDeposits = openDeposits;
  readonly closeExpiredDeposits = closeExpiredDeposits;

  private async announce(trx: Trx, entry: Entry): Promise<void> {
    const change: CommittedBalance = { userId: entry.userId, balance: entry.balanceAfter, entryId: entry.id };
    if (this.publishTo) await this.publishTo.publish(BALANCE_TOPIC, change, trx);
    if (!this.listeners.size) return;
    await afterCommit(trx, () => {
      for (const listener of this.listeners) listener(change);
    });
  }
}
