import type { Generated } from 'kysely';

export type RequestState = 'pending' | 'approved' | 'rejected';

/** Migration 047: a change one operator asks and another decides (four eyes), whatever its kind. */
export interface OpsRequestsTable {
  id: Generated<number>;
  /** What it changes: a kind of operators/requests/kinds.ts. */
  kind: string;
  /** The change asked, as JSON (its kind's shape). */
  payload: string;
  reason: string;
  /** 'operator:<name>' */
  requested_by: string;
  requested_at: number;
  state: Generated<RequestState>;
  decided_by: string | null;
  decided_at: number | null;
  decision_reason: string | null;
  /** What applying it wrote, as JSON (e.g. the ledger entry), once approved. */
  result: string | null;
}

export interface OpsRequestTables {
  ops_requests: OpsRequestsTable;
}
