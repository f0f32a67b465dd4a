import type { FastifyInstance } from 'fastify';
import { opsReconcile, opsReconciliation, opsReconciliations } from 'shared-contracts/ops';
import { opsCall } from '../http/opsRoute';
import { AppError } from '../i18n/errors';
import { OPS_ERR } from '../operators/errors';
import { periodOfDays } from '../reports/reconciliation/period';
import { examine, runsPage, runWithDifferences, storeOperatorRun, type Examined } from '../reports/reconciliation/runs';

/** The reconciliations (reports/reconciliation): every operator reads them; a cashier or an admin runs one, audited. */
export default async function opsReconciliationRoutes(app: FastifyInstance) {
  const timeZone = app.config.lottery.calendar.timeZone;

  opsCall(app, opsReconciliations, { permission: 'read', handle: async ({ db, input }) => runsPage(db, input) });

  opsCall(app, opsReconciliation, {
    permission: 'read',
    handle: async ({ db, input }) => {
      const found = await runWithDifferences(db, input.id);
      if (!found) throw new AppError(OPS_ERR.reconciliationUnknown, { id: input.id });
      return found;
    },
  });

  opsCall<typeof opsReconcile, Examined>(app, opsReconcile, {
    permission: 'cashier',
    // The node's reads are slow: before the transaction, which only stores the run, its audit row and its alert.
    prepare: async ({ input }) => examine(app.deps, periodOfDays(input.from, input.to, timeZone, app.deps.now())),
    handle: async ({ db, actor }, examined) => {
      const id = await storeOperatorRun(app.deps, db, examined, actor);
      return (await runWithDifferences(db, id))!;
    },
  });
}
