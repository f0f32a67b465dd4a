// Alerts (issue 39): one place where the server raises what an operator must look at. An event has one identity
// (its key): raising it again, from a retried settlement or another process, writes nothing, so it is shown and sent
// once. The console and the CLI list and acknowledge them through operators/alerts.ts; delivery is delivery.ts.
import type { Selectable } from 'kysely';
import type { AlertKind } from 'shared-contracts/ops';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import type { AlertsTable } from './tables';

export type { AlertKind };
export type AlertSeverity = 'warning' | 'critical';

/** How loud each kind is: money already gone or the database failing is critical, the rest a warning to look at. */
export const SEVERITY: Record<AlertKind, AlertSeverity> = {
  win: 'warning',
  payout_flagged: 'critical',
  exposure: 'warning',
  watcher_lag: 'warning',
  signin_failures: 'warning',
  db_faults: 'critical',
  reconciliation_failed: 'critical',
  transfer_vanished: 'critical',
};

export interface RaisedAlert {
  kind: AlertKind;
  /** The event's identity, e.g. `win:<order_no>`: one alert per key, however often it is raised. */
  key: string;
  /** What the console and the webhook show (amounts in minor units). */
  detail: Record<string, unknown>;
}

/**
 * Records the alert unless its event already has one (the key is unique: ON CONFLICT DO NOTHING on both databases);
 * answers whether it was new. In the caller's transaction when given one, so an event rolled back raises nothing.
 */
export async function raiseAlert({ now }: Pick<Deps, 'now'>, db: Db | Trx, alert: RaisedAlert): Promise<boolean> {
  const at = now();
  const inserted = await db
    .insertInto('alerts')
    .values({
      kind: alert.kind,
      event_key: alert.key,
      severity: SEVERITY[alert.kind],
      detail: JSON.stringify(alert.detail),
      raised_at: at,
      next_attempt_at: at,
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** An alert as the console and the CLI read it. */
export type AlertView = ReturnType<typeof readAlert>;

export const readAlert = (row: Selectable<AlertsTable>) => ({
  id: Number(row.id),
  kind: row.kind as AlertKind,
  key: row.event_key,
  severity: row.severity as AlertSeverity,
  detail: JSON.parse(row.detail) as Record<string, unknown>,
  raised_at: Number(row.raised_at),
  acknowledged_by: row.acknowledged_by,
  acknowledged_at: row.acknowledged_at === null ? null : Number(row.acknowledged_at),
  delivered_at: row.delivered_at === null ? null : Number(row.delivered_at),
  delivery_attempts: Number(row.delivery_attempts),
  last_delivery_error: row.last_delivery_error,
});
