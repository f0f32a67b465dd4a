import type { LiveWalletChange, MessageKind } from 'shared-contracts/api';
import type { Notifications } from '../db/notifications';
import type { Db } from '../db/schema';
import { ENTRY_TYPE } from '../domain/ledger';
import type { CommittedBalance } from '../ledger';

/** How often the member's own changes are gathered and pushed: a change reaches its member's streams within this (and a query). */
export const MEMBER_WATCH_MS = 500;

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

/** One row written to a member table, as much of it as the live channel needs. */
interface MemberRow {
  table: 'ledger_entries' | 'messages' | 'turnover_entries';
  id: number;
  user_id: number;
  /** ledger_entries */
  type?: number;
  balance_after?: number;
  /** messages */
  kind?: string;
}

/** The members with a stream here. */
type Watched = Pick<ReadonlyMap<number, unknown>, 'has' | 'keys'>;

/** Where a member's own changes are found; `changes` answers those since its last call. */
export interface MemberWatch {
  /** The members changed since the last call, of those watched (members with a stream here). */
  changes(watched: Watched): Promise<Map<number, MemberChange>>;
  /** Nobody is watched: forgets what it holds (the next `changes` starts afresh). */
  stop(): void;
}

/**
 * A member's own changes, found in the ledger's entries, the in-site messages and the turnover's entries, whoever
 * wrote them: this process, another api process, a job or the ops CLI. Every balance change is an entry, every message
 * a row and every move of the turnover left a turnover entry (an operator's waiver too), so no writer has to remember
 * to tell the live channel; a decision is an entry (the settling one) or a message (paid, rejected), so the wallet's
 * lists learn of it too. On PostgreSQL from the notices each row sends as it is written (migration 070): heard in
 * commit order by every process, where ids, drawn at insert, commit in any order. On SQLite (one writer at a time:
 * ids commit in order, and the ops CLI writes beside the server unheard) by reading each table above the last id seen.
 */
export function memberWatch(db: Db, notifications: Notifications | null): MemberWatch {
  return notifications ? new NoticeWatch(notifications) : new TableWatch(db);
}

/** PostgreSQL: the rows' notices, kept until the next look. */
class NoticeWatch implements MemberWatch {
  private rows: MemberRow[] = [];
  private watching = false;
  /** Notices were lost (the listening connection dropped): every member is told to ask again. */
  private missed = false;

  constructor(notifications: Notifications) {
    notifications.subscribe(MEMBER_TOPIC, (payload) => {
      if (this.watching) this.rows.push(payload as MemberRow);
    });
    notifications.onResume(() => (this.missed = this.watching));
  }

  async changes(watched: Watched): Promise<Map<number, MemberChange>> {
    this.watching = true;
    const changed = fold(this.rows, watched);
    this.rows = [];
    // Notices missed: any member's lists and unread count may have moved (the balance cache reads again by itself).
    if (this.missed)
      for (const userId of watched.keys()) changed.set(userId, { ...changed.get(userId), unread: true, wallet: new Set(ALL_WALLET) });
    this.missed = false;
    return changed;
  }

  stop(): void {
    this.watching = false;
    this.missed = false;
    this.rows = [];
  }
}

/** SQLite: each table read above the last id seen (one writer at a time, so a row never commits below one seen). */
class TableWatch implements MemberWatch {
  private last: Record<MemberRow['table'], number> | null = null;

  constructor(private readonly db: Db) {}

  async changes(watched: Watched): Promise<Map<number, MemberChange>> {
    if (!this.last) {
      // Where the tables end now: what is written after it is found by the next look.
      const [entries, messages, turnover] = await Promise.all(TABLES.map((table) => this.top(table)));
      this.last = { ledger_entries: entries!, messages: messages!, turnover_entries: turnover! };
      return new Map();
    }
    const last = this.last;
    const [entries, messages, turnover] = await Promise.all([
      this.db
        .selectFrom('ledger_entries')
        .select(['id', 'user_id', 'type', 'balance_after'])
        .where('id', '>', last.ledger_entries)
        .orderBy('id')
        .execute(),
      this.db.selectFrom('messages').select(['id', 'user_id', 'kind']).where('id', '>', last.messages).orderBy('id').execute(),
      this.db.selectFrom('turnover_entries').select(['id', 'user_id']).where('id', '>', last.turnover_entries).orderBy('id').execute(),
    ]);
    const rows: MemberRow[] = [
      ...entries.map((row) => ({ table: 'ledger_entries' as const, ...row })),
      ...messages.map((row) => ({ table: 'messages' as const, ...row })),
      ...turnover.map((row) => ({ table: 'turnover_entries' as const, ...row })),
    ];
    for (const row of rows) last[row.table] = Math.max(last[row.table], Number(row.id));
    return fold(rows, watched);
  }

  private async top(table: MemberRow['table']): Promise<number> {
    const top = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(top?.id ?? 0);
  }

  stop(): void {
    this.last = null;
  }
}

/** The notices' topic (migration 070 sends them). */
export const MEMBER_TOPIC = 'member';
const TABLES = ['ledger_entries', 'messages', 'turnover_entries'] as const;
const ALL_WALLET: LiveWalletChange[] = ['deposits', 'withdrawals', 'turnover'];

/** The rows of wanted members, as each member's change. */
function fold(rows: MemberRow[], watched: Watched): Map<number, MemberChange> {
  const changed = new Map<number, MemberChange>();
  for (const row of rows) {
    const userId = Number(row.user_id);
    if (!watched.has(userId)) continue;
    let change = changed.get(userId);
    if (!change) changed.set(userId, (change = { unread: false, wallet: new Set() }));
    if (row.table === 'ledger_entries') {
      const entryId = Number(row.id);
      if (!change.balance || change.balance.entryId < entryId) change.balance = { userId, balance: Number(row.balance_after), entryId };
      const type = Number(row.type);
      if (type === ENTRY_TYPE.deposit) change.wallet.add('deposits');
      if (type === ENTRY_TYPE.withdrawal) change.wallet.add('withdrawals');
    } else if (row.table === 'messages') {
      change.unread = true;
      const wallet = WALLET_OF_MESSAGE[row.kind!];
      if (wallet) change.wallet.add(wallet);
    } else change.wallet.add('turnover');
  }
  return changed;
}
