import type { Generated } from 'kysely';

/** Migration 052: one row per event the server raised an alert for (its `event_key`), shown and sent once. */
export interface AlertsTable {
  id: Generated<number>;
  /** What happened: an ALERT_KINDS entry (alerts/kinds.ts). */
  kind: string;
  /** The event's identity (`win:<order_no>`, `exposure:<round_id>`, ...): raising it again writes nothing. */
  event_key: string;
  severity: string;
  /** What the console and the webhook show of it, as JSON (amounts in minor units). */
  detail: string;
  raised_at: number;
  /** 'operator:<name>' once acknowledged. */
  acknowledged_by: string | null;
  acknowledged_at: number | null;
  /** When the webhook answered 2xx; null while undelivered (or no webhook is set). */
  delivered_at: number | null;
  delivery_attempts: Generated<number>;
  /** The earliest moment of the next attempt (backoff after a failure). */
  next_attempt_at: number;
  /** A sender holds the alert until then (a conditional update claims it), so two processes never post it together. */
  claimed_until: number | null;
  last_delivery_error: string | null;
}

export interface AlertTables {
  alerts: AlertsTable;
}
