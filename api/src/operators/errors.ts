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
  notPending: { code: 70011, key: 'server.ops.notPending' },
  ownRequest: { code: 70020, key: 'server.ops.ownRequest' },
  correctedEntryUnknown: { code: 70021, key: 'server.ops.correctedEntryUnknown' },
  correctionBeyondBalance: { code: 70022, key: 'server.ops.correctionBeyondBalance' },
  waiverBeyondLeft: { code: 70023, key: 'server.ops.waiverBeyondLeft' },
  operatorUnknown: { code: 70024, key: 'server.ops.operatorUnknown' },
  roleUnchanged: { code: 70025, key: 'server.ops.roleUnchanged' },
  ownGift: { code: 70030, key: 'server.ops.ownGift' },
  alertAcknowledged: { code: 70070, key: 'server.ops.alertAcknowledged' },
  alertUnknown: { code: 70071, key: 'server.ops.alertUnknown' },
  reconcilePeriod: { code: 70090, key: 'server.ops.reconcilePeriod' },
  reconcileTooLong: { code: 70091, key: 'server.ops.reconcileTooLong' },
  reconciliationUnknown: { code: 70092, key: 'server.ops.reconciliationUnknown' },
  addressRefused: { code: 70110, key: 'server.ops.addressRefused', status: 403 },
  lastAdmin: { code: 70111, key: 'server.ops.lastAdmin' },
  /** Issue 40: an excluded member receives no gift (asked, approved or given from the shell). */
  memberExcluded: { code: 70120, key: 'server.ops.memberExcluded' },
} as const satisfies Record<string, ErrorDef>;
