import type { FastifyInstance } from 'fastify';
import { opsAlertAck, opsAlerts } from 'shared-contracts/ops';
import type { AlertView } from '../alerts';
import { acknowledgeAlert, alertsPage } from '../operators/alerts';
import { toUnixSeconds } from '../domain/time';
import { opsCall } from '../http/opsRoute';

/** An alert as the wire carries it (times in unix seconds; the key stays the server's). */
const wire = ({ key: _key, ...alert }: AlertView) => ({
  ...alert,
  raised_at: toUnixSeconds(alert.raised_at),
  acknowledged_at: alert.acknowledged_at === null ? null : toUnixSeconds(alert.acknowledged_at),
  delivered_at: alert.delivered_at === null ? null : toUnixSeconds(alert.delivered_at),
});

/** The alerts (src/alerts): every operator sees them; acknowledging one is the same service as the CLI's alert:ack. */
export default async function opsAlertsRoutes(app: FastifyInstance) {
  opsCall(app, opsAlerts, {
    permission: 'read',
    handle: async ({ db, input }) => {
      const page = await alertsPage(db, input);
      return { ...page, rows: page.rows.map(wire) };
    },
  });

  opsCall(app, opsAlertAck, {
    permission: 'acknowledge',
    handle: async ({ db, input, actor }) => wire(await acknowledgeAlert(app.deps, db, input.id, actor)),
  });
}
