import type { FastifyInstance } from 'fastify';
import { opsExport } from 'shared-contracts/ops';
import { recordRead } from '../audit/access';
import { opsDownload } from '../http/opsRoute';
import { AppError } from '../i18n/errors';
import { exportCsv, exportPeriod, exportPermission } from '../operators/exports';
import { OPS_ERR } from '../operators/errors';
import { mayDo } from '../operators/roles';

/**
 * The console's CSV exports (issue 40): every role reaches the call, each kind then asks its own permission (members
 * and the fund log: support; transactions: cashier; the audit log: every role). The export is recorded as a read
 * before its first byte, whatever the reader then does with it.
 */
export default async function opsListsRoutes(app: FastifyInstance) {
  opsDownload(app, opsExport, {
    permission: 'read',
    handle: async ({ input, lang, session, actor }) => {
      if (!mayDo(session.operator.role, exportPermission(input.kind))) throw new AppError(OPS_ERR.forbidden);
      const range = exportPeriod(input.from, input.to, app.config.lottery.calendar.timeZone);
      const member = input.kind === 'fundLog' ? input.user_id : undefined;
      const target = member === undefined ? `${input.kind}:${input.from}..${input.to}` : `member:${member}`;
      await recordRead(app.db, actor, target, `export.${input.kind}`);
      const file = `${input.kind}${member === undefined ? '' : `-${member}`}-${input.from}-${input.to}.csv`;
      return { file, type: 'text/csv; charset=utf-8', body: exportCsv(app.db, input.kind, range, lang, member) };
    },
  });
}
