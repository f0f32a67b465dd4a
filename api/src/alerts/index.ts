// Alerts (issue 39): one place where the server raises what an operator must look at. An event has one identity
// (its key): raising it again, from a retried settlement or another process, writes nothing, so it is shown and sent
// once. The console and the CLI list and acknowledge them through the same functions; delivery is delivery.ts.
import type { Selectable } from 'kysely';
import type { AlertKind } from 'shared-contracts/ops';
import { writeAudit, type Actor } from '../audit/log';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../i18n/errors';
import { OPS_ERR } from '../operators/errors';
import { requirePermission } from '../operators/permission';
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
export type AlertView = ReturnType<typeof read>;

const read = (row: Selectable<AlertsTable>) => ({
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

const OPEN_SHOWN = 200;
const ACKNOWLEDGED_SHOWN = 50;

/** Every unacknowledged alert, newest first, then the newest acknowledged ones. */
export async function listAlerts(db: Db | Trx): Promise<AlertView[]> {
  const open = await db
    .selectFrom('alerts')
    .selectAll()
    .where('acknowledged_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(OPEN_SHOWN)
    .execute();
  const acknowledged = await db
    .selectFrom('alerts')
    .selectAll()
    .where('acknowledged_at', 'is not', null)
    .orderBy('acknowledged_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACKNOWLEDGED_SHOWN)
    .execute();
  return [...open, ...acknowledged].map(read);
}

/**
 * Records that `by` (who may acknowledge: roles.ts) has seen the alert, once: only an unacknowledged one turns
 * acknowledged (a conditional update), so of two operators at once one is recorded and the other refused (70070).
 * Audited in the caller's transaction.
 */
export async function acknowledgeAlert({ now }: Pick<Deps, 'now'>, trx: Trx, id: number, by: Actor): Promise<AlertView> {
  await requirePermission(trx, by, 'acknowledge');
  const at = now();
  const acknowledged = await trx
    .updateTable('alerts')
    .set({ acknowledged_by: by.actor, acknowledged_at: at })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!acknowledged) {
    const known = await trx.selectFrom('alerts').select('id').where('id', '=', id).executeTakeFirst();
    throw new AppError(known ? OPS_ERR.alertAcknowledged : OPS_ERR.alertUnknown);
  }
  await writeAudit(
    trx,
    {
      ...by,
      action: 'alert.acknowledge',
      target: `alert:${id}`,
      before: { kind: acknowledged.kind, key: acknowledged.event_key, acknowledged: false },
      after: { acknowledged: true },
    },
    at,
  );
  return read(acknowledged);
}
