import type { LiveWalletChange, MessageKind } from 'shared-contracts/api';
import type { Db } from '../db/schema';
import { ENTRY_TYPE } from '../domain/ledger';
import type { CommittedBalance } from '../ledger';

/** How often the member tables are looked at for rows not seen yet: a change reaches its member's streams within this (and a query). */
export const MEMBER_WATCH_MS = 500;
/**
 * On PostgreSQL ids are drawn at insert and transactions commit in any order: a row may show up below one already
 * seen. Each look reads again this many ids below the highest seen (and skips those it saw); on SQLite one writer
 * at a time commits, so ids show up in order and none is read twice.
 */
export const MEMBER_WATCH_LOOKBACK = 5_000;

/** What changed for one member since the last look. */
export interface MemberChange {
  /** The balance after their newest entry found (a bet, a settlement, a credit, a gift, a request ...). */
  balance?: CommittedBalance;
  /** An in-site message was written to them: the unread count is read again. */
  unread: boolean;
  /** Their deposit requests, withdrawals or turnover left changed: the screens showing them ask again. */
  wallet: Set<LiveWalletChange>;
}

/** The messages that tell of a decision posting no entry of its own: the wallet's lists change too. */
const WALLET_OF_MESSAGE: Partial<Record<string, LiveWalletChange>> = {
  withdrawal_paid: 'withdrawals',
  withdrawal_rejected: 'withdrawals',
  deposit_rejected: 'deposits',
  deposit_expired: 'deposits',
} satisfies Partial<Record<MessageKind, LiveWalletChange>>;

/** Rows of one insert-only table above a mark, each once. */
class Rows {
  private last: number | null = null;
  private readonly seen = new Set<number>();

  constructor(readonly lookback: number) {}

  get started(): boolean {
    return this.last !== null;
  }

  /** The mark where the table ends now; the rows already below it within the look-back count as taken. */
  start(last: number, below: number[] = []): void {
    this.last = last;
    if (this.lookback > 0) for (const id of below) this.seen.add(Number(id));
  }

  stop(): void {
    this.last = null;
    this.seen.clear();
  }

  /** Where the next read starts. */
  get from(): number {
    return Math.max(0, this.last! - this.lookback);
  }

  /** The rows read from `from` not taken before; the mark moves to the highest. */
  take<T extends { id: number | string }>(rows: T[]): T[] {
    const fresh = rows.filter((row) => !this.seen.has(Number(row.id)));
    for (const row of fresh) {
      const id = Number(row.id);
      this.last = Math.max(this.last!, id);
      if (this.lookback > 0) this.seen.add(id);
    }
    const below = this.from;
    for (const id of this.seen) if (id <= below) this.seen.delete(id);
    return fresh;
  }
}

/**
 * A member's own changes, found by reading the ledger's entries, the in-site messages and the turnover's entries
 * newer than the last look (a range read on each table's id), whoever wrote them: this process, another api process,
 * a job or the ops CLI (which on SQLite writes beside the server unheard). Every balance change is an entry, every
 * message a row and every move of the turnover left a turnover entry (an operator's waiver too), so no writer has to
 * remember to tell the live channel; a decision is an entry (the settling one) or a message (paid, rejected), so the
 * wallet's lists learn of it too.
 */
export class MemberWatch {
  private readonly entries: Rows;
  private readonly messages: Rows;
  private readonly turnover: Rows;

  constructor(
    private readonly db: Db,
    { lookback }: { lookback: number },
  ) {
    this.entries = new Rows(lookback);
    this.messages = new Rows(lookback);
    this.turnover = new Rows(lookback);
  }

  /** Marks where the tables end now: what is written after it is found by the next `changes`. */
  async start(): Promise<void> {
    if (this.entries.started && this.messages.started && this.turnover.started) return;
    await Promise.all([
      this.mark('ledger_entries', this.entries),
      this.mark('messages', this.messages),
      this.mark('turnover_entries', this.turnover),
    ]);
  }

  private async mark(table: 'ledger_entries' | 'messages' | 'turnover_entries', rows: Rows): Promise<void> {
    const top = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const last = Number(top?.id ?? 0);
    const below =
      rows.lookback > 0
        ? await this.db
            .selectFrom(table)
            .select('id')
            .where('id', '>', last - rows.lookback)
            .where('id', '<=', last)
            .execute()
        : [];
    rows.start(
      last,
      below.map((row) => Number(row.id)),
    );
  }

  /** Forgets the marks (nobody is watched): the next start marks the tables' ends again. */
  stop(): void {
    this.entries.stop();
    this.messages.stop();
    this.turnover.stop();
  }

  /** The members changed since the last call, those `wanted` says only (members with a stream here). */
  async changes(wanted: (userId: number) => boolean): Promise<Map<number, MemberChange>> {
    await this.start();
    const [entryRows, messageRows, turnoverRows] = await Promise.all([
      this.db
        .selectFrom('ledger_entries')
        .select(['id', 'user_id', 'type', 'balance_after'])
        .where('id', '>', this.entries.from)
        .orderBy('id')
        .execute(),
      this.db.selectFrom('messages').select(['id', 'user_id', 'kind']).where('id', '>', this.messages.from).orderBy('id').execute(),
      this.db.selectFrom('turnover_entries').select(['id', 'user_id']).where('id', '>', this.turnover.from).orderBy('id').execute(),
    ]);
    const changed = new Map<number, MemberChange>();
    const of = (userId: number) => {
      let change = changed.get(userId);
      if (!change) changed.set(userId, (change = { unread: false, wallet: new Set() }));
      return change;
    };
    for (const row of this.entries.take(entryRows)) {
      const userId = Number(row.user_id);
      if (!wanted(userId)) continue;
      const change = of(userId);
      const entryId = Number(row.id);
      if (!change.balance || change.balance.entryId < entryId) change.balance = { userId, balance: Number(row.balance_after), entryId };
      const type = Number(row.type);
      if (type === ENTRY_TYPE.deposit) change.wallet.add('deposits');
      if (type === ENTRY_TYPE.withdrawal) change.wallet.add('withdrawals');
    }
    for (const row of this.messages.take(messageRows)) {
      const userId = Number(row.user_id);
      if (!wanted(userId)) continue;
      const change = of(userId);
      change.unread = true;
      const wallet = WALLET_OF_MESSAGE[row.kind];
      if (wallet) change.wallet.add(wallet);
    }
    for (const row of this.turnover.take(turnoverRows)) {
      const userId = Number(row.user_id);
      if (wanted(userId)) of(userId).wallet.add('turnover');
    }
    return changed;
  }
}
