import type { ErrorDef } from '../i18n/errors';

/** The back office's refusals (700xx), each with its message in the server i18n area (server.ops.*). */
export const OPS_ERR = {
  signedOut: { code: 70001, key: 'server.ops.signedOut', status: 401 },
  forbidden: { code: 70002, key: 'server.ops.forbidden', status: 403 },
  csrf: { code: 70003, key: 'server.ops.csrf', status: 403 },
  signInFailed: { code: 70004, key: 'server.ops.signInFailed' },
  signInLocked: { code: 70005, key: 'server.ops.signInLocked', transient: true },
  enrolmentInvalid: { code: 70006, key: 'server.ops.enrolmentInvalid' },
  codeWrong: { code: 70007, key: 'server.ops.codeWrong' },
  nameTaken: { code: 70008, key: 'server.ops.nameTaken' },
  passwordWeak: { code: 70009, key: 'server.ops.passwordWeak' },
  secondApprover: { code: 70010, key: 'server.ops.secondApprover' },
  notPending: { code: 70011, key: 'server.ops.notPending' },
  payoutRefused: { code: 70012, key: 'server.ops.payoutRefused' },
  depositsFromChain: { code: 70013, key: 'server.ops.depositsFromChain' },
} as const satisfies Record<string, ErrorDef>;
