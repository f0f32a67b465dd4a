// The console's and the CLI's side of the alerts (issue 39): reading them and acknowledging one, as an operator whose
// role may (roles.ts). Raising and sending live in src/alerts, below every area that raises one.
import { writeAudit, type Actor } from '../audit/log';
import type { Selectable } from 'kysely';
import { readAlert, type AlertView } from '../alerts';
import type { AlertsTable } from '../alerts/tables';
import type { Db, Trx } from '../db/schema';
import { keysetPage, partsRead, type Page, type PageAsked, type PartRead } from '../lists/keyset';
import type { Deps } from '../deps';
import { AppError } from '../i18n/errors';
import { OPS_ERR } from './errors';
import { requirePermission } from './permission';

/**
 * The alerts a page at a time: every unacknowledged one, newest first, then the acknowledged ones, newest first; the
 * page's key is the part (0: open, 1: acknowledged) and the id.
 */
export async function alertsPage(db: Db | Trx, asked: PageAsked): Promise<Page<AlertView>> {
  const part =
    (open: boolean): PartRead<Selectable<AlertsTable>> =>
    (after, take) =>
      db
        .selectFrom('alerts')
        .selectAll()
        .where('acknowledged_at', open ? 'is' : 'is not', null)
        .$if(after !== undefined, (q) => q.where('id', '<', after!))
        .orderBy('id', 'desc')
        .limit(take)
        .execute();
  const page = await keysetPage(asked, 2, partsRead([part(true), part(false)]), (row) => [
    row.acknowledged_at === null ? 0 : 1,
    Number(row.id),
  ]);
  return { ...page, rows: page.rows.map(readAlert) };
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
