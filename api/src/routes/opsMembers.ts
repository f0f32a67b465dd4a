import type { FastifyInstance } from 'fastify';
import { opsMemberDetail, opsMemberSearch, opsMessageSend, opsSessionRevoke } from 'shared-contracts/ops';
import { memberDetailOf } from '../accounts/memberDetail';
import { searchMembers } from '../accounts/opsMemberSearch';
import { revokeMemberSessions, sendSupportMessage } from '../accounts/opsMemberActions';
import type { Db, Trx } from '../db/schema';
import { ENTRY_TYPE } from '../domain/ledger';
import { opsCall } from '../http/opsRoute';
import { AppError, ERR } from '../i18n/errors';
import { payoutsOf } from '../wallet/payouts';
import { recordAccess } from '../audit/access';
import { fundLogOf, payoutOf } from './wallet';

const FUND_LOG_ROWS = 20;

/** The back office's members calls (issue 29, support): search, one member's detail, ending sessions, a message. */
export default async function opsMembersRoutes(app: FastifyInstance) {
  opsCall(app, opsMemberSearch, { permission: 'support', handle: async ({ db, input }) => searchMembers(db, input.query) });

  opsCall(app, opsMemberDetail, {
    permission: 'support',
    handle: async ({ db, input, lang, actor }) => {
      const detail = await memberDetailOf(app, db as Db, input.user_id, lang);
      if (!detail) throw new AppError(ERR.notFound);
      await recordAccess(db, actor, input.user_id, 'member.detail');
      // The member's fund log as their own /CapitalDetail reads it (routes/wallet.ts), over all time.
      const now = Date.now();
      const entries = await app.ledger.listEntries(db, input.user_id, { from: 0, to: now + 1, pageSize: FUND_LOG_ROWS });
      const withdrawals = entries.filter((entry) => entry.type === ENTRY_TYPE.withdrawal).map((entry) => entry.id);
      const payouts = await payoutsOf(db, input.user_id, withdrawals);
      const fund_log = entries.map((entry) => ({ ...fundLogOf(entry, lang, now), ...payoutOf(payouts.get(entry.id)) }));
      return { ...detail, fund_log };
    },
  });

  opsCall(app, opsSessionRevoke, {
    permission: 'support',
    handle: async ({ db, input, actor }) => ({
      sessions_ended: await revokeMemberSessions(
        db as Trx,
        app.sessions,
        { userId: input.user_id, handle: input.session },
        { ...actor, reason: input.reason },
      ),
    }),
  });

  opsCall(app, opsMessageSend, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      await sendSupportMessage(
        db as Trx,
        { userId: input.user_id, title: input.title, body: input.body },
        { ...actor, reason: input.reason },
      );
      return null;
    },
  });
}
