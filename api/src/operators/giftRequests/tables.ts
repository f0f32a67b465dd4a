import type { Generated } from 'kysely';

export type GiftState = 'pending' | 'approved' | 'rejected';

/** Migration 040: an admin's request to gift a member, decided by another admin (four eyes). */
export interface GiftRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** Minor units, > 0. */
  amount: number;
  /** What the member's fund log shows. */
  mark: string;
  reason: string;
  /** 'operator:<name>' */
  requested_by: string;
  requested_at: number;
  state: Generated<GiftState>;
  decided_by: string | null;
  decided_at: number | null;
  decision_reason: string | null;
  /** The gift's ledger entry, once approved. */
  entry_id: number | null;
}

export interface GiftTables {
  gift_requests: GiftRequestsTable;
}
