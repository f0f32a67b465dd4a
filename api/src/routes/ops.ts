import type { FastifyInstance } from 'fastify';
import {
  opsAccess,
  opsAudit,
  opsOwnAuthenticatorConfirm,
  opsOwnAuthenticatorStart,
  opsOwnPassword,
  opsDecide,
  opsQueue,
  opsPayoutQueue,
  opsWithdrawalPaid,
  opsEnrol,
  opsEnrolment,
  opsMe,
  opsMemberStatus,
  opsOperatorAdd,
  opsOperatorRole,
  opsOperatorDisable,
  opsOperatorReset,
  opsOperators,
  opsRecoveryCode,
  opsSignIn,
  opsSignOut,
} from 'shared-contracts/ops';
import { setMemberDisabled } from '../accounts/memberStatus';
import { cashierQueue, decideAs, payoutQueue } from '../operators/cashier';
import { markPaid } from '../wallet/withdrawals/markPaid';
import { issueRecoveryCode } from '../accounts/recovery';
import { searchAccess } from '../audit/access';
import { searchAudit, writeAudit } from '../audit/log';
import { memberNames } from '../audit/parties';
import { AppError, ERR } from '../i18n/errors';
import { clearSessionCookie, opsCall, setSessionCookie } from '../http/opsRoute';
import { checkSignIn, enrol, listOperators, openEnrolment } from '../operators/accounts';
import { askChange, requestOf } from '../operators/requests';
import { wire as wireRequest } from './opsRequests';
import { changeOwnPassword, confirmAuthenticatorChange, startAuthenticatorChange } from '../operators/ownAccount';
import { endSession, openSession } from '../operators/sessions';
import { DeviceProofs, cookieValue, deviceCookie } from '../security/deviceProof';
import { totpUri } from '../operators/totp';
import { toUnixSeconds } from '../domain/time';

/** An operator's device proof: its own cookie, sent only to the sign-in call. */
const OPS_DEVICE_COOKIE = 'ops_device_proof';

const parsed = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * The back office's calls (/api/ops/*, issue 29): enrolment, sign-in with TOTP, the session, operators, the audit log.
 * Only these read a cookie (http/opsRoute.ts): the player's calls never do.
 */
export default async function opsRoutes(app: FastifyInstance) {
  opsCall(app, opsEnrolment, {
    permission: 'public',
    handle: async ({ db, input, req }) => {
      const opened = await openEnrolment(db, input.token, req.ip);
      return { ...opened, otpauth_uri: totpUri(opened.secret, opened.name) };
    },
  });

  opsCall(app, opsEnrol, {
    permission: 'public',
    prepare: async ({ input }) => enrol(app.deps, input),
    handle: async ({ db, req, reply }, finish) => {
      const operator = await finish(db, req.ip);
      const { token, csrf } = await openSession(db, operator.id, req.ip);
      setSessionCookie(req, reply, token);
      return { operator, csrf };
    },
  });

  // The operator's device proof (security/deviceProof.ts): a browser that signed in is not locked out by strangers.
  const devices = new DeviceProofs(app.serverSecret, app.config.deviceProofMs);
  const deviceAccount = (name: string) => `ops:${name.toLowerCase()}`;
  opsCall(app, opsSignIn, {
    permission: 'public',
    prepare: async ({ input, req }) => {
      const deviceId = devices.verify(deviceAccount(input.name), cookieValue(req.headers.cookie, OPS_DEVICE_COOKIE));
      return checkSignIn(app.deps, app.throttles, input, req.ip, deviceId);
    },
    handle: async ({ db, req, reply }, operator) => {
      reply.header(
        'set-cookie',
        deviceCookie(
          devices.issue(deviceAccount(operator.name)),
          devices.lifeSeconds,
          opsSignIn.path,
          req.protocol === 'https',
          OPS_DEVICE_COOKIE,
        ),
      );
      const { token, csrf } = await openSession(db, operator.id, req.ip);
      await writeAudit(db, {
        actor: `operator:${operator.name}`,
        address: req.ip,
        action: 'session.signIn',
        target: `operator:${operator.name}`,
      });
      setSessionCookie(req, reply, token);
      return { operator, csrf };
    },
  });

  opsCall(app, opsSignOut, {
    permission: 'signOut',
    handle: async ({ db, session, actor, reply }) => {
      await endSession(db, session.tokenHash);
      await writeAudit(db, { ...actor, action: 'session.signOut', target: actor.actor });
      clearSessionCookie(reply);
      return null;
    },
  });

  opsCall(app, opsMe, { permission: 'read', handle: async ({ session }) => ({ operator: session.operator, csrf: session.csrf }) });

  opsCall(app, opsOperators, { permission: 'admin', handle: async ({ db }) => listOperators(db) });

  opsCall(app, opsOperatorAdd, {
    permission: 'admin',
    // A request another admin approves (routes/opsRequests.ts): nobody enrols a second identity of their own.
    handle: async ({ db, input, actor }) => {
      const id = await askChange(
        app.deps,
        db,
        { kind: 'operator.add', payload: input, reason: `add ${input.name} as ${input.role}` },
        actor,
      );
      return wireRequest(await requestOf(db, id));
    },
  });

  opsCall(app, opsOperatorRole, {
    permission: 'admin',
    // A request another admin approves: nobody raises their own role, or an accomplice's, alone.
    handle: async ({ db, input, actor }) => {
      const { name, role, reason } = input;
      const id = await askChange(app.deps, db, { kind: 'operator.role', payload: { name, role }, reason }, actor);
      return wireRequest(await requestOf(db, id));
    },
  });

  // Disabling and resetting staff: requests another admin approves (nobody removes or takes over a colleague alone).
  for (const [def, kind] of [
    [opsOperatorDisable, 'operator.disable'],
    [opsOperatorReset, 'operator.reset'],
  ] as const) {
    opsCall(app, def, {
      permission: 'admin',
      handle: async ({ db, input, actor }) => {
        const id = await askChange(app.deps, db, { kind, payload: { name: input.name }, reason: input.reason }, actor);
        return wireRequest(await requestOf(db, id));
      },
    });
  }

  opsCall(app, opsMemberStatus, {
    permission: 'support',
    handle: async ({ db, input, actor, app }) => {
      const change = await setMemberDisabled(
        db,
        (trx, id, reason) => app.sessions.endAllOf(trx, id, reason),
        { id: input.user_id },
        input.disabled,
        {
          ...actor,
          reason: input.reason,
        },
      );
      if (!change) throw new AppError(ERR.notFound);
      // Nothing changed (already in that state): still recorded, as the operator's request.
      if (change.unchanged)
        await writeAudit(db, { ...actor, action: 'member.statusUnchanged', target: `member:${change.userId}`, reason: input.reason });
      return { user_id: change.userId, username: change.username, disabled: input.disabled, sessions_ended: change.sessionsEnded };
    },
  });

  opsCall(app, opsRecoveryCode, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      const issued = await issueRecoveryCode(db, input.user_id, input.kind, { ...actor, reason: input.reason });
      return { code: issued.code, expires_at: toUnixSeconds(issued.expiresAt) };
    },
  });

  opsCall(app, opsQueue, {
    permission: 'cashier',
    handle: async ({ db, input }) => ({
      ...(await cashierQueue(app.deps, db, input.kind, input)),
      second_approval_above:
        input.kind === 'withdrawal' ? app.config.wallet.secondApprovalAbove : app.config.wallet.secondDepositApprovalAbove,
    }),
  });

  opsCall(app, opsDecide, {
    permission: 'cashier',
    handle: async ({ db, input, actor }) => ({ state: await decideAs(app.deps, db, input, actor) }),
  });

  opsCall(app, opsPayoutQueue, {
    permission: 'cashier',
    handle: async ({ db, input }) => payoutQueue(db, input),
  });

  opsCall(app, opsWithdrawalPaid, {
    permission: 'cashier',
    handle: async ({ db, input, actor }) => {
      const paid = await markPaid(app.deps, db, input, actor);
      return { tx: paid.txHash, to: paid.to };
    },
  });

  // An operator's own password and authenticator: proven by the current password and a code, whatever the role.
  opsCall(app, opsOwnPassword, {
    permission: 'ownAccount',
    prepare: ({ input, session, req }) => changeOwnPassword(app.deps, app.throttles.loginPair, session, input, req.ip),
    handle: async ({ db, actor }, apply) => {
      await apply(db, actor);
      return null;
    },
  });
  opsCall(app, opsOwnAuthenticatorStart, {
    permission: 'ownAccount',
    prepare: ({ input, session, req }) => startAuthenticatorChange(app.deps, app.throttles.loginPair, session, input, req.ip),
    handle: async ({ db, actor }, start) => start(db, actor),
  });
  opsCall(app, opsOwnAuthenticatorConfirm, {
    permission: 'ownAccount',
    handle: async ({ db, input, session, actor }) => {
      await confirmAuthenticatorChange(db, session, input.code, actor);
      return null;
    },
  });

  opsCall(app, opsAccess, {
    permission: 'read',
    handle: async ({ db, input }) => {
      const page = await searchAccess(db, input);
      const names = await memberNames(
        db,
        page.rows.map((row) => row.target),
      );
      return {
        ...page,
        rows: page.rows.map(({ id, actor, target, what, address, created_at }) => ({
          id: Number(id),
          actor,
          target,
          target_name: names.get(target) ?? null,
          what,
          address,
          createtime: toUnixSeconds(created_at),
        })),
      };
    },
  });

  opsCall(app, opsAudit, {
    permission: 'read',
    handle: async ({ db, input }) => {
      const page = await searchAudit(db, input);
      const names = await memberNames(
        db,
        page.rows.map((row) => row.target),
      );
      return {
        ...page,
        rows: page.rows.map((row) => ({
          id: Number(row.id),
          actor: row.actor,
          action: row.action,
          target: row.target,
          target_name: (row.target && names.get(row.target)) ?? null,
          before: parsed(row.before),
          after: parsed(row.after),
          reason: row.reason,
          address: row.address,
          createtime: toUnixSeconds(Number(row.created_at)),
        })),
      };
    },
  });
}
