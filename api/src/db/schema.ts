import type { Generated, Kysely, Transaction } from 'kysely';
import type { AccountTables } from '../accounts/tables';
import type { AlertTables } from '../alerts/tables';
import type { AmlTables } from '../aml/tables';
import type { ChainTables } from '../chain/tables';
import type { ContentTables } from '../content/tables';
import type { LedgerTables } from '../ledger/tables';
import type { LotteryTables } from '../lottery/storage/tables';
import type { MessageTables } from '../messages/tables';
import type { OperatorTables } from '../operators/tables';
import type { GiftTables } from '../operators/giftRequests/tables';
import type { OpsRequestTables } from '../operators/requests/tables';
import type { AuditTables } from '../audit/tables';
import type { PlayTables } from '../play/tables';
import type { PromotionTables } from '../promotions/tables';
import type { VerificationTables } from '../verification/tables';
import type { WalletTables } from '../wallet/tables';

export interface IdempotencyKeysTable {
  /** 'u:<user id>' for authenticated calls, 'ip:<address>' for public ones. */
  scope: string;
  key: string;
  /** SHA-256 of method, path and the canonical validated body. */
  request_hash: string;
  /** The first answer, as JSON (secrets such as tokens removed). */
  response: string;
  created_at: number;
}

export interface GamesTable {
  /** 1 Singapore, 2 New Zealand, 3 Kuala Lumpur, 4 Australia. */
  id: number;
  code: string;
  name_tw: string;
  name_zh: string;
  name_en: string;
  /** 1 on sale, 0 paused. */
  status: number;
  sort: number;
  /** The most a round may pay for any one result, minor units (migration 051). */
  round_payout_limit: Generated<number>;
}

export interface PlansTable {
  id: number;
  game_id: number;
  /** The room tier: 1-4 seeded, the next number for a room added from the back office. */
  tier: number;
  title_tw: string;
  title_zh: string;
  title_en: string;
  /** Minimum balance to enter the room (spec spelling). */
  joinmoeny: number;
  min_money: number;
  max_money: number;
  /** When the room was retired (out of the hall, no new bets), unix ms; null while open (migration 041). */
  retired_at: number | null;
  /** The most one order may pay, and one member's orders in a round, for any one result (minor units, migration 051). */
  order_payout_limit: Generated<number>;
  member_payout_limit: Generated<number>;
}

export interface OddsTable {
  plan_id: number;
  class: number;
  /** Decimal odds in hundredths (1.98 -> 198). */
  odds: number;
  min_money: number;
  max_money: number;
}

export interface PlatformTables {
  idempotency_keys: IdempotencyKeysTable;
}

/**
 * Migration 054: one row per reconciliation run (reports/reconciliation), never changed. Declared here, not in the
 * reports' own folder: the database layer imports table types only of areas below the reports.
 */
export interface ReconciliationsTable {
  id: Generated<number>;
  period_from: number;
  period_to: number;
  ran_at: number;
  /** 'schedule' or 'operator:<name>'. */
  ran_by: string;
  /** 'YYYY-MM-DD' of a scheduled run's day (unique: stored once); null for an operator's run. */
  scheduled_day: string | null;
  ok: number;
  /** The parts whose chain side was not read, as a JSON array. */
  unchecked: string;
  failure: string | null;
  difference_count: number;
  /** The differences, as JSON (amounts as decimal text of minor units). */
  differences: string;
  /** The figures compared, as JSON; null when the run failed. */
  figures: string | null;
}

export interface ReconciliationTables {
  reconciliations: ReconciliationsTable;
}

export interface GameTables {
  games: GamesTable;
  plans: PlansTable;
  odds: OddsTable;
}

/**
 * The typed shape of every table. Times are unix milliseconds (`*_at`); money is integer minor units;
 * booleans are 0/1 integers (the same on SQLite and PostgreSQL).
 * Other areas add their table interfaces to the `extends` list of `Database` (one line).
 */
export interface Database
  extends
    AccountTables,
    AlertTables,
    AmlTables,
    ChainTables,
    ContentTables,
    GameTables,
    LedgerTables,
    LotteryTables,
    MessageTables,
    OperatorTables,
    GiftTables,
    OpsRequestTables,
    AuditTables,
    PlatformTables,
    PlayTables,
    PromotionTables,
    ReconciliationTables,
    VerificationTables,
    WalletTables {}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** An open database and which of the two it is. */
export interface Connection {
  db: Db;
  dialect: Dialect;
}
