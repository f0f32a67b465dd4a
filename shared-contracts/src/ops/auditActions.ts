import { CONTENT_KINDS, REQUEST_KINDS } from './kinds';

/** Every `<prefix>.<suffix>` of two lists, typed as such (a four-eyes request's kinds by its steps, say). */
const each = <P extends string, S extends string>(prefixes: readonly P[], suffixes: readonly S[]) =>
  prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix}.${suffix}` as `${P}.${S}`));

/** A four-eyes request's steps in the audit log: asked, decided, or applied alone (the shell's override). */
export const REQUEST_STEPS = ['request', 'approve', 'reject', 'override'] as const;
export type RequestStep = (typeof REQUEST_STEPS)[number];

/**
 * Every action the api writes to the audit log, with no zod: the api's writeAudit takes only these (typecheck refuses
 * any other, and it throws on one smuggled past it; api/src/audit/actions.test.ts proves each is listed once) and the
 * console's audit screen offers them to filter by.
 */
export const AUDIT_ACTIONS = [
  // Sessions and the operators' own accounts
  'session.signIn',
  'session.signInFailed',
  'session.signOut',
  'operator.enrolmentOpened',
  'operator.enrol',
  'operator.passwordChange',
  'operator.authenticatorStart',
  'operator.authenticatorChange',
  // Operators (applied once a request is approved, or by the CLI)
  'operator.add',
  'operator.role',
  'operator.disable',
  'operator.reset',
  'operator.idleDisable',
  // Members
  'member.disable',
  'member.enable',
  'member.statusUnchanged',
  'member.protect',
  'member.recoveryCode',
  'member.reset',
  'member.sessionRevoke',
  'member.message',
  'member.gift',
  // Money
  ...each(['deposit', 'withdrawal'] as const, ['approve', 'reject', 'firstApproval'] as const),
  'deposit.shielded',
  'withdrawal.paid',
  'fixedDeposit.run',
  'reconciliation.run',
  // Gifts, four-eyes requests (asked, decided, or applied alone: the shell's override)
  'gift.request',
  'gift.approve',
  'gift.reject',
  ...each(REQUEST_KINDS, REQUEST_STEPS),
  // Games, rooms, odds, programs, content
  'game.pause',
  'game.resume',
  'game.limit',
  'odds.set',
  'room.add',
  'room.change',
  'room.retire',
  'program.set',
  ...each(CONTENT_KINDS, ['add', 'edit', 'retire'] as const),
  // Alerts, anti-money-laundering, verification
  'alert.acknowledge',
  'aml.caseNote',
  'aml.caseClose',
  'aml.denyList',
  'verification.approve',
  'verification.reject',
  'verification.thresholds',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const REGISTERED = new Set<string>(AUDIT_ACTIONS);
export const isAuditAction = (action: string): action is AuditAction => REGISTERED.has(action);

/** The request's kind and step of a four-eyes action (`odds.set.approve`: 'odds.set', 'approve'); any other: undefined. */
export function requestStepOf(action: string): { kind: (typeof REQUEST_KINDS)[number]; step: RequestStep } | undefined {
  const cut = action.lastIndexOf('.');
  const kind = REQUEST_KINDS.find((known) => known === action.slice(0, cut));
  const step = REQUEST_STEPS.find((known) => known === action.slice(cut + 1));
  return kind && step ? { kind, step } : undefined;
}
