/**
 * The back office's roles and what each may do (issue 29), with no zod: the api checks every call against this table
 * and the console draws its screens and menu from it, so a refusal never depends on a screen hiding a button.
 */

/** Every mutating call sends the session's CSRF token in this header. */
export const OPS_CSRF_HEADER = 'x-csrf-token';

/** The roles, least to most. */
export const OPERATOR_ROLES = ['viewer', 'cashier', 'support', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Every action an operator's call may take, and the roles allowed it. */
export const PERMISSIONS = {
  /** Read the dashboard, the audit log, their own session. */
  read: ['viewer', 'cashier', 'support', 'admin'],
  /** Sign out (end their own session). */
  signOut: ['viewer', 'cashier', 'support', 'admin'],
  /** Change their own password and authenticator. */
  ownAccount: ['viewer', 'cashier', 'support', 'admin'],
  /** Decide deposits and withdrawals. */
  cashier: ['cashier', 'admin'],
  /** Members: disable, enable, messages, recovery. */
  support: ['support', 'admin'],
  /** Acknowledge an alert (src/alerts): whoever acts on one; a viewer only reads. */
  acknowledge: ['cashier', 'support', 'admin'],
  /** Operators, games, rooms, programs, content. */
  admin: ['admin'],
  /**
   * Apply a four-eyes request without a second operator (`request:override`, the shell only): loud and audited
   * (`<kind>.override`). No role holds it: granting it is a change to this table, reviewed and deployed like code.
   */
  override: [],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OpsPermission = keyof typeof PERMISSIONS;

export function mayDo(role: OperatorRole, permission: OpsPermission): boolean {
  return (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}
