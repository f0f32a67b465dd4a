import type { FastifyInstance } from 'fastify';
import { opsExclusions, opsMemberProtect } from 'shared-contracts/ops';
import { toUnixSeconds } from '../domain/time';
import { opsCall } from '../http/opsRoute';
import { controlsAnswer } from '../play/controls';
import { exclusionsPage } from '../play/exclusions';
import { imposeProtection, type ImposedControl } from '../play/impose';

/**
 * Protection support imposes (issue 40, src/play/impose.ts, the CLI's member:protect) and the exclusion report
 * (report:exclusions). Times are the clock bets are stamped with, as the member's own controls (routes/user/play.ts).
 */
export default async function opsProtectionRoutes(app: FastifyInstance) {
  const { timeZone } = app.config.wallet;
  const now = () => app.lottery.clock();

  opsCall(app, opsMemberProtect, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      const at = now();
      const control = (
        input.kind === 'exclusion'
          ? { kind: 'exclusion', length: input.length! }
          : { kind: input.kind, period: input.period, amount: input.amount! }
      ) as ImposedControl;
      await imposeProtection(
        { trx: db, dialect: app.dialect, timeZone },
        { userId: input.user_id, control, reason: input.reason },
        actor,
        at,
      );
      return controlsAnswer(db, input.user_id, at, timeZone);
    },
  });

  opsCall(app, opsExclusions, {
    permission: 'support',
    handle: async ({ db, input }) => {
      const page = await exclusionsPage(db, now(), input);
      return {
        ...page,
        rows: page.rows.map((entry) => ({
          user_id: entry.userId,
          username: entry.username,
          kind: entry.kind,
          since: entry.since === null ? null : toUnixSeconds(entry.since),
          until: toUnixSeconds(entry.until),
          indefinite: entry.indefinite,
          imposed_by: entry.imposedBy,
          reason: entry.reason,
        })),
      };
    },
  });
}
