// The console's and the CLI's side of the alerts (issue 39): reading them and acknowledging one, as an operator whose
// role may (roles.ts). Raising and sending live in src/alerts, below every area that raises one.
import { writeAudit, type Actor } from '../audit/log';
import { readAlert, type AlertView } from '../alerts';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../i18n/errors';
import { OPS_ERR } from './errors';
import { requirePermission } from './permission';

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
  return [...open, ...acknowledged].map(readAlert);
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
  return readAlert(acknowledged);
}
