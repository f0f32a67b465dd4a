import { z } from 'zod';
import { call, emptyRequest, requestSchema, unixSeconds } from '../api/common';
import { alertsCalls } from './alerts';
import { amlCalls } from './aml';
import { withdrawalRisk } from './risk';
import { protectionCalls } from './protection';
import { verificationCalls } from './verification';
import { dashboardCalls } from './dashboard';
import { gamesCalls } from './games';
import { giftsCalls } from './gifts';
import { requestRow, requestsCalls } from './requests';
import { membersCalls } from './members';
import { promotionsCalls } from './promotions';
import { reconciliationCalls } from './reconciliation';
import { reportsCalls } from './reports';
import { segmentsCalls } from './segments';
import { exportsCalls } from './exports';
import { pageOf, pageRequest } from './paging';
import { OPERATOR_ROLES } from './access';

/**
 * The back office's calls (issue 29), under /api/ops/: an operator's session is an HttpOnly cookie, never a member's
 * token; every mutating call sends the session's CSRF token in the `x-csrf-token` header. Envelope and languages as
 * the player's calls.
 */

const operatorName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_.-]{2,31}$/);
const totpCode = z.string().regex(/^\d{6}$/);
/** A one-time enrolment token, as the link `ops/enrol#<token>` carries it. */
const enrolToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const operator = z.object({ id: z.number().int(), name: z.string(), role: z.enum(OPERATOR_ROLES) });
export type Operator = z.infer<typeof operator>;

/** A signed-in operator and the CSRF token their mutating calls send. */
export const opsSession = z.object({ operator, csrf: z.string() });

/** The enrolment link's operator and the authenticator's secret as an otpauth:// URI (shown as a QR code). */
export const opsEnrolment = call({
  method: 'POST',
  path: '/api/ops/enrolment',
  mutates: true,
  public: true,
  request: requestSchema({ token: enrolToken }),
  /** The link is spent: `token` (new) is what this browser finishes the enrolment with, within 30 minutes. */
  response: z.object({ name: z.string(), role: z.enum(OPERATOR_ROLES), otpauth_uri: z.string(), secret: z.string(), token: enrolToken }),
});

/** Completes enrolment: a password (12 characters or more) and a first code from the authenticator; signs in. */
export const opsEnrol = call({
  method: 'POST',
  path: '/api/ops/enrol',
  mutates: true,
  public: true,
  request: requestSchema({ token: enrolToken, password: z.string().min(1).max(128), code: totpCode }),
  response: opsSession,
});

export const opsSignIn = call({
  method: 'POST',
  path: '/api/ops/signIn',
  mutates: true,
  public: true,
  request: requestSchema({ name: operatorName, password: z.string().min(1).max(128), code: totpCode }),
  response: opsSession,
});

export const opsSignOut = call({ method: 'POST', path: '/api/ops/signOut', mutates: true, request: emptyRequest, response: z.null() });

/** The session's operator (the console's first call: signed in or not). */
export const opsMe = call({ method: 'POST', path: '/api/ops/me', mutates: false, request: emptyRequest, response: opsSession });

export const operatorRow = operator.extend({ enrolled: z.boolean(), disabled: z.boolean(), createtime: unixSeconds });
export const opsOperators = call({
  method: 'POST',
  path: '/api/ops/operators',
  mutates: false,
  request: emptyRequest,
  response: z.array(operatorRow),
});

/**
 * Asks to add an operator (admin, issue 38): a request another admin approves (opsRequestDecide answers the approver
 * their one-time enrolment token), so nobody enrols a second identity of their own.
 */
export const opsOperatorAdd = call({
  method: 'POST',
  path: '/api/ops/operatorAdd',
  mutates: true,
  request: requestSchema({ name: operatorName, role: z.enum(OPERATOR_ROLES) }),
  response: requestRow,
});

/** Asks to give an operator another role (admin, issue 38): applied once another admin approves it. */
export const opsOperatorRole = call({
  method: 'POST',
  path: '/api/ops/operatorRole',
  mutates: true,
  request: requestSchema({ name: operatorName, role: z.enum(OPERATOR_ROLES), reason: z.string().trim().min(3).max(500) }),
  response: requestRow,
});

/** Asks to disable an operator (admin, issue 40): applied, ending their sessions at once, when another admin approves. */
export const opsOperatorDisable = call({
  method: 'POST',
  path: '/api/ops/operatorDisable',
  mutates: true,
  request: requestSchema({ name: operatorName, reason: z.string().trim().min(3).max(500) }),
  response: requestRow,
});

/** Asks to reset an operator's lost authenticator or password (admin): the approver gets a new one-time enrolment link. */
export const opsOperatorReset = call({
  method: 'POST',
  path: '/api/ops/operatorReset',
  mutates: true,
  request: requestSchema({ name: operatorName, reason: z.string().trim().min(3).max(500) }),
  response: requestRow,
});

export const auditRow = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** The member's username when the target is one (`member:<id>`). */
  target_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  address: z.string().nullable(),
  createtime: unixSeconds,
});
/** The signed-in operator changes their own password (issue 40): the current one and a code prove it is them. */
export const opsOwnPassword = call({
  method: 'POST',
  path: '/api/ops/ownPassword',
  mutates: true,
  request: requestSchema({ current: z.string().min(1).max(128), code: totpCode, password: z.string().min(1).max(128) }),
  response: z.null(),
});

/** Starts moving to a new authenticator: the password and a code of the current one; answers the new secret, once. */
export const opsOwnAuthenticatorStart = call({
  method: 'POST',
  path: '/api/ops/ownAuthenticatorStart',
  mutates: true,
  request: requestSchema({ password: z.string().min(1).max(128), code: totpCode }),
  response: z.object({ otpauth_uri: z.string(), secret: z.string() }),
});

/** A code of the new authenticator completes the move: the old one stops working. */
export const opsOwnAuthenticatorConfirm = call({
  method: 'POST',
  path: '/api/ops/ownAuthenticatorConfirm',
  mutates: true,
  request: requestSchema({ code: totpCode }),
  response: z.null(),
});

export const accessRow = z.object({
  id: z.number().int(),
  actor: z.string(),
  target: z.string(),
  /** The member's username (the target is `member:<id>`, or what an export covered). */
  target_name: z.string().nullable(),
  what: z.string(),
  address: z.string().nullable(),
  createtime: unixSeconds,
});
export type AccessRow = z.infer<typeof accessRow>;

/** What staff opened of members' data (issue 40), newest first, a page at a time (paging.ts): by whom, whose (`member:<id>`). */
export const opsAccess = call({
  method: 'POST',
  path: '/api/ops/access',
  mutates: false,
  request: requestSchema({
    actor: z.string().max(64).optional(),
    target: z.string().max(64).optional(),
    ...pageRequest,
  }),
  response: pageOf(accessRow),
});

/** The audit log, newest first, a page at a time (paging.ts), by action and by actor and target: a name or the stored form. */
export const opsAudit = call({
  method: 'POST',
  path: '/api/ops/audit',
  mutates: false,
  request: requestSchema({
    actor: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    target: z.string().max(64).optional(),
    ...pageRequest,
  }),
  response: pageOf(auditRow),
});

/** Disables (ending every session) or enables a member's account (support): the reason is recorded in the audit log. */
export const opsMemberStatus = call({
  method: 'POST',
  path: '/api/ops/memberStatus',
  mutates: true,
  request: requestSchema({ user_id: z.number().int().positive(), disabled: z.boolean(), reason: z.string().trim().min(3).max(500) }),
  response: z.object({ user_id: z.number().int(), username: z.string(), disabled: z.boolean(), sessions_ended: z.number().int() }),
});

/**
 * Issues a member's one-time recovery code (support), after verifying them: read it to the member; it works once,
 * for 30 minutes, on /login's forgot path (password) or /setSecurityCode's (security code). The reason is audited.
 */
export const opsRecoveryCode = call({
  method: 'POST',
  path: '/api/ops/recoveryCode',
  mutates: true,
  request: requestSchema({
    user_id: z.number().int().positive(),
    kind: z.enum(['password', 'security_code']),
    reason: z.string().trim().min(3).max(500),
  }),
  response: z.object({ code: z.string(), expires_at: unixSeconds }),
});

/**
 * A queue: deposit requests of an amount, withdrawals, or open-amount deposits (the original client's deposit page
 * asks none: the member is shown the address, and the cashier states the amount that arrived when approving).
 */
export const queueKind = z.enum(['deposit', 'withdrawal', 'open_deposit']);
export const queueRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  /** Null for an open-amount deposit (the original client's deposit page): the approval states what arrived. */
  amount: z.number().int().nullable(),
  /** Where a withdrawal goes ('usdt:T...' or 'bank:...'), a deposit's address; as recorded. */
  destination: z.string(),
  createtime: unixSeconds,
  /** The operators who gave the request its first approval (four eyes). */
  approvals: z.array(z.string()),
  /** Whether approving it takes two operators (a withdrawal: the member's withdrawals of 24 h above the threshold). */
  needs_second: z.boolean(),
  /** A withdrawal's risk context (the member's money and play, recent changes, a shared address); null for a deposit. */
  risk: withdrawalRisk.nullable(),
});
/** The cashier's queue: pending deposits or withdrawals, oldest first, a page at a time (paging.ts). */
export const opsQueue = call({
  method: 'POST',
  path: '/api/ops/queue',
  mutates: false,
  request: requestSchema({ kind: queueKind, ...pageRequest }),
  response: pageOf(queueRow).extend({
    /** The kind's threshold (a withdrawal's: over the member's 24 h), for the queue's note. */
    second_approval_above: z.number().int(),
  }),
});

/**
 * Approves or rejects a pending deposit or withdrawal (cashier). A withdrawal above `second_approval_above` needs a
 * second operator: the first approval answers 'awaiting_second' and moves nothing. `tx`: the transfer that paid a
 * deposit approved by hand; a withdrawal's approval takes none (its payout is recorded after: opsWithdrawalPaid).
 * An open-amount deposit's approval also states `amount`; above the deposit threshold two operators must state the
 * same transaction and amount.
 */
export const opsDecide = call({
  method: 'POST',
  path: '/api/ops/decide',
  mutates: true,
  request: requestSchema({
    id: z.number().int().positive(),
    kind: queueKind,
    decision: z.enum(['approve', 'reject']),
    tx: z.string().max(80).optional(),
    /** What arrived, in minor units: required to approve an open-amount deposit (checked on chain where a node is set), refused otherwise. */
    amount: z.number().int().positive().optional(),
    reason: z.string().trim().max(500).optional(),
  }),
  response: z.object({ state: z.enum(['approved', 'rejected', 'awaiting_second']) }),
});

export const payoutRow = queueRow.omit({ approvals: true, needs_second: true, risk: true }).extend({
  amount: z.number().int(),
  /** The last approver ('operator:<name>'). */
  approved_by: z.string(),
  approved_at: unixSeconds,
});
/** Approved USDT withdrawals awaiting their payout (cashier), oldest approval first, a page at a time (paging.ts). */
export const opsPayoutQueue = call({
  method: 'POST',
  path: '/api/ops/payoutQueue',
  mutates: false,
  request: requestSchema({ ...pageRequest }),
  response: pageOf(payoutRow),
});

/**
 * Records that an approved USDT withdrawal was paid by transaction `tx` (TRON's 64 hex or 0x + 64), once (cashier:
 * whoever sent it). The chain watcher then checks it: from a payout address of the operator, of the amount, to the
 * bound address, mined after the approval.
 */
export const opsWithdrawalPaid = call({
  method: 'POST',
  path: '/api/ops/withdrawalPaid',
  mutates: true,
  request: requestSchema({ id: z.number().int().positive(), tx: z.string().trim().max(80) }),
  response: z.object({ tx: z.string(), to: z.string() }),
});

export * from './members';
export * from './gifts';
export * from './games';
export * from './dashboard';
export * from './promotions';
export * from './requests';
export * from './alerts';
export * from './reconciliation';
export * from './risk';
export * from './reports';
export * from './protection';
export * from './segments';
export * from './aml';
export * from './verification';
export * from './paging';
export * from './exports';
export * from './endpoints';

/** Every back-office call, by name. */
export const opsCalls = {
  opsEnrolment,
  opsEnrol,
  opsSignIn,
  opsSignOut,
  opsMe,
  opsOperators,
  opsOperatorAdd,
  opsOperatorRole,
  opsOperatorDisable,
  opsOperatorReset,
  opsAudit,
  opsAccess,
  opsOwnPassword,
  opsOwnAuthenticatorStart,
  opsOwnAuthenticatorConfirm,
  opsMemberStatus,
  opsRecoveryCode,
  opsQueue,
  opsDecide,
  opsPayoutQueue,
  opsWithdrawalPaid,
  ...membersCalls,
  ...giftsCalls,
  ...gamesCalls,
  ...dashboardCalls,
  ...promotionsCalls,
  ...requestsCalls,
  ...alertsCalls,
  ...reconciliationCalls,
  ...reportsCalls,
  ...protectionCalls,
  ...segmentsCalls,
  ...amlCalls,
  ...verificationCalls,
  ...exportsCalls,
};
