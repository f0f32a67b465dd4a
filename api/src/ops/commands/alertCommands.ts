import type { AlertView } from '../../alerts';
import { LIST_PAGE_MAX } from 'shared-contracts/ops';
import { acknowledgeAlert, alertsPage } from '../../operators/alerts';
import { alertText } from '../../alerts/words';
import { row, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { requestId } from './requestArgs';

const at = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** Whether the webhook has it: delivered, failing (attempts and the last error), or waiting for its first try. */
const delivery = (a: AlertView) =>
  a.delivered_at !== null
    ? `delivered ${at(a.delivered_at)}`
    : a.delivery_attempts > 0
      ? `not delivered (${a.delivery_attempts} attempts: ${a.last_delivery_error ?? ''})`
      : 'not sent';

/** The alerts, unacknowledged first and newest first, as the console lists them. */
export const alertList: OpsCommand = {
  name: 'alert:list',
  usage: '',
  summary: 'list alerts (large wins, flagged payouts, exposure, watcher lag, sign-in failures, fault storms): open first',
  async run({ db, out }, args) {
    if (args.length) throw usageError(alertList);
    const alerts = (await alertsPage(db, { limit: LIST_PAGE_MAX })).rows;
    if (!alerts.length) return out('no alerts');
    out(row('id', 'kind', 'severity', 'raised', 'what', 'webhook', 'acknowledged'));
    for (const a of alerts)
      out(
        row(
          a.id,
          a.kind,
          a.severity,
          at(a.raised_at),
          alertText(a),
          delivery(a),
          a.acknowledged_by ? `${a.acknowledged_by} ${at(a.acknowledged_at)}` : '',
        ),
      );
  },
};

/** Records that the `--by` operator has seen an alert (audited as in the console). */
export const alertAck: OpsCommand = {
  name: 'alert:ack',
  usage: '<id>',
  summary: 'acknowledge an alert as the --by operator (audited)',
  async run(ctx, args) {
    if (args.length !== 1) throw usageError(alertAck);
    const id = requestId(alertAck, args[0]);
    await refusedInWords(() => ctx.db.transaction().execute((trx) => acknowledgeAlert(ctx, trx, id, ctx.by)));
    ctx.out(`alert ${id}: acknowledged by ${ctx.by.actor}`);
  },
};
