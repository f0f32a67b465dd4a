import type { FastifyInstance } from 'fastify';
import type { Locale } from 'shared-contracts';
import {
  opsMemberBindingChanges,
  opsMemberDetail,
  opsMemberFundLog,
  opsMemberMessages,
  opsMemberOrders,
  opsMemberSearch,
  opsMessageSend,
  opsSessionRevoke,
} from 'shared-contracts/ops';
import { bindingChangesPage, memberDetailOf, memberOf, messagesPage, ordersPage } from '../operators/memberDetail';
import { searchMembers } from '../operators/opsMemberSearch';
import { revokeMemberSessions, sendSupportMessage } from '../operators/opsMemberActions';
import type { Db, Trx } from '../db/schema';
import { ENTRY_TYPE } from '../domain/ledger';
import { opsCall } from '../http/opsRoute';
import { AppError, ERR } from '../i18n/errors';
import { payoutsOf } from '../wallet/withdrawals/payouts';
import { recordAccess } from '../audit/access';
import { keysetPage } from '../lists/keyset';
import { fundLogOf, payoutOf } from './wallet';

const FUND_LOG_ROWS = 20;

/** The back office's members calls (issue 29, support): search, one member's detail, ending sessions, a message. */
/**
 * The member's fund log as their own /CapitalDetail reads it (routes/wallet.ts), over all time, newest first: `take`
 * entries older than `beforeId` (none: from the newest).
 */
async function fundLogPage(app: FastifyInstance, db: Db | Trx, userId: number, lang: Locale, take: number, beforeId?: number) {
  const now = Date.now();
  const entries = await app.ledger.listEntries(db, userId, { from: 0, to: now + 1, pageSize: take, ...(beforeId ? { beforeId } : {}) });
  const withdrawals = entries.filter((entry) => entry.type === ENTRY_TYPE.withdrawal).map((entry) => entry.id);
  const payouts = await payoutsOf(db, userId, withdrawals);
  return entries.map((entry) => ({ ...fundLogOf(entry, lang, now), ...payoutOf(payouts.get(entry.id)) }));
}

export default async function opsMembersRoutes(app: FastifyInstance) {
  opsCall(app, opsMemberSearch, {
    permission: 'support',
    handle: async ({ db, input }) => searchMembers(db, input, app.config.lottery.calendar.timeZone),
  });

  opsCall(app, opsMemberDetail, {
    permission: 'support',
    handle: async ({ db, input, lang, actor }) => {
      const detail = await memberDetailOf(app.deps, db, input.user_id);
      if (!detail) throw new AppError(ERR.notFound);
      await recordAccess(db, actor, input.user_id, 'member.detail');
      return { ...detail, fund_log: await fundLogPage(app, db, input.user_id, lang, FUND_LOG_ROWS) };
    },
  });

  opsCall(app, opsMemberFundLog, {
    permission: 'support',
    handle: async ({ db, input, lang, actor }) => {
      if (!(await memberOf(db, input.user_id))) throw new AppError(ERR.notFound);
      await recordAccess(db, actor, input.user_id, 'member.fundLog');
      return keysetPage(
        input,
        1,
        (after, take) => fundLogPage(app, db, input.user_id, lang, take, after?.[0]),
        (entry) => [entry.id],
      );
    },
  });

  opsCall(app, opsMemberOrders, {
    permission: 'support',
    handle: async ({ db, input, lang, actor }) => {
      if (!(await memberOf(db, input.user_id))) throw new AppError(ERR.notFound);
      await recordAccess(db, actor, input.user_id, 'member.orders');
      return ordersPage(db, input.user_id, lang, input);
    },
  });

  opsCall(app, opsMemberMessages, {
    permission: 'support',
    handle: async ({ db, input, lang, actor }) => {
      if (!(await memberOf(db, input.user_id))) throw new AppError(ERR.notFound);
      await recordAccess(db, actor, input.user_id, 'member.messages');
      return messagesPage(db, input.user_id, lang, input);
    },
  });

  opsCall(app, opsMemberBindingChanges, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      if (!(await memberOf(db, input.user_id))) throw new AppError(ERR.notFound);
      await recordAccess(db, actor, input.user_id, 'member.bindingChanges');
      return bindingChangesPage(db, input.user_id, input);
    },
  });

  opsCall(app, opsSessionRevoke, {
    permission: 'support',
    handle: async ({ db, input, actor }) => ({
      sessions_ended: await revokeMemberSessions(
        db,
        app.sessions,
        { userId: input.user_id, handle: input.session },
        { ...actor, reason: input.reason },
      ),
    }),
  });

  opsCall(app, opsMessageSend, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      await sendSupportMessage(db, { userId: input.user_id, title: input.title, body: input.body }, { ...actor, reason: input.reason });
      return null;
    },
  });
}
