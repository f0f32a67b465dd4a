import type { RequestOf, ResponseOf } from '../api/common';
import type { opsCalls } from './index';

export * from './access';
export * from './auditActions';

/**
 * Method, path and flags of every back-office call, by name, with no zod: the console imports this module
 * (shared-contracts/ops/endpoints) and the schemas' types only, so validation code stays on the server. A test proves it
 * agrees with opsCalls; the api's proves each path is a route it serves.
 */
export interface OpsEndpoint {
  method: 'GET' | 'POST';
  path: string;
  /** Changes state, so it carries the session's CSRF token. */
  mutates: boolean;
  /** Answered without a session (enrolment, sign-in). */
  public?: boolean;
}

const post = (path: string, mutates = false, isPublic = false): OpsEndpoint => ({
  method: 'POST',
  path,
  mutates,
  ...(isPublic ? { public: true } : {}),
});
const get = (path: string): OpsEndpoint => ({ method: 'GET', path, mutates: false });

export const opsEndpoints = {
  opsEnrolment: post('/api/ops/enrolment', true, true),
  opsEnrol: post('/api/ops/enrol', true, true),
  opsSignIn: post('/api/ops/signIn', true, true),
  opsSignOut: post('/api/ops/signOut', true),
  opsMe: post('/api/ops/me'),
  opsOperators: post('/api/ops/operators'),
  opsOperatorAdd: post('/api/ops/operatorAdd', true),
  opsOperatorRole: post('/api/ops/operatorRole', true),
  opsOperatorDisable: post('/api/ops/operatorDisable', true),
  opsOperatorReset: post('/api/ops/operatorReset', true),
  opsAudit: post('/api/ops/audit'),
  opsAccess: post('/api/ops/access'),
  opsOwnPassword: post('/api/ops/ownPassword', true),
  opsOwnAuthenticatorStart: post('/api/ops/ownAuthenticatorStart', true),
  opsOwnAuthenticatorConfirm: post('/api/ops/ownAuthenticatorConfirm', true),
  opsMemberStatus: post('/api/ops/memberStatus', true),
  opsRecoveryCode: post('/api/ops/recoveryCode', true),
  opsQueue: post('/api/ops/queue'),
  opsDecide: post('/api/ops/decide', true),
  opsPayoutQueue: post('/api/ops/payoutQueue'),
  opsWithdrawalPaid: post('/api/ops/withdrawalPaid', true),
  opsMemberSearch: post('/api/ops/memberSearch'),
  opsMemberDetail: post('/api/ops/memberDetail'),
  opsMemberFundLog: post('/api/ops/memberFundLog'),
  opsMemberBindingChanges: post('/api/ops/memberBindingChanges'),
  opsMemberOrders: post('/api/ops/memberOrders'),
  opsMemberMessages: post('/api/ops/memberMessages'),
  opsSessionRevoke: post('/api/ops/sessionRevoke', true),
  opsMessageSend: post('/api/ops/messageSend', true),
  opsGiftRequest: post('/api/ops/giftRequest', true),
  opsGiftDecide: post('/api/ops/giftDecide', true),
  opsGifts: post('/api/ops/gifts'),
  opsGames: post('/api/ops/games'),
  opsExposure: post('/api/ops/exposure'),
  opsGameStatus: post('/api/ops/gameStatus', true),
  opsGameLimit: post('/api/ops/gameLimit', true),
  opsOddsSet: post('/api/ops/oddsSet', true),
  opsRoomSave: post('/api/ops/roomSave', true),
  opsRoomRetire: post('/api/ops/roomRetire', true),
  opsRoundVoid: post('/api/ops/roundVoid', true),
  opsDashboard: post('/api/ops/dashboard'),
  opsReport: post('/api/ops/report'),
  opsCheck: post('/api/ops/check'),
  opsPrograms: post('/api/ops/programs'),
  opsProgramSet: post('/api/ops/programSet', true),
  opsContent: post('/api/ops/content'),
  opsContentSave: post('/api/ops/contentSave', true),
  opsContentRetire: post('/api/ops/contentRetire', true),
  opsContentPreview: post('/api/ops/contentPreview'),
  opsCorrectionAsk: post('/api/ops/correctionAsk', true),
  opsWaiverAsk: post('/api/ops/waiverAsk', true),
  opsRequestDecide: post('/api/ops/requestDecide', true),
  opsRequests: post('/api/ops/requests'),
  opsAlerts: post('/api/ops/alerts'),
  opsAlertAck: post('/api/ops/alertAck', true),
  opsReconciliations: post('/api/ops/reconciliations'),
  opsReconciliation: post('/api/ops/reconciliation'),
  opsReconcile: post('/api/ops/reconcile', true),
  opsLiability: post('/api/ops/reportLiability'),
  opsBreakdown: post('/api/ops/reportBreakdown'),
  opsWithdrawalDates: post('/api/ops/reportWithdrawals'),
  opsMemberProtect: post('/api/ops/memberProtect', true),
  opsExclusions: post('/api/ops/exclusions'),
  opsSegmentPreview: post('/api/ops/segmentPreview'),
  opsSegmentAsk: post('/api/ops/segmentAsk', true),
  opsCases: post('/api/ops/cases'),
  opsCaseNote: post('/api/ops/caseNote', true),
  opsCaseClose: post('/api/ops/caseClose', true),
  opsCaseReport: post('/api/ops/caseReport'),
  opsDenyList: post('/api/ops/denyList'),
  opsDenyListUpload: post('/api/ops/denyListUpload', true),
  opsVerificationQueue: post('/api/ops/verificationQueue'),
  opsVerificationFile: post('/api/ops/verificationFile'),
  opsVerificationDecide: post('/api/ops/verificationDecide', true),
  opsVerificationThresholds: post('/api/ops/verificationThresholds'),
  opsVerificationThresholdsSet: post('/api/ops/verificationThresholdsSet', true),
  opsExport: get('/api/ops/export'),
} satisfies Record<string, OpsEndpoint>;

export type OpsCallName = keyof typeof opsEndpoints;
/** What a call's body holds besides `host` and `lang` (the console adds lang). */
export type OpsRequest<K extends OpsCallName> = RequestOf<(typeof opsCalls)[K]>;
/** A call's answer (`data`). */
export type OpsResponse<K extends OpsCallName> = ResponseOf<(typeof opsCalls)[K]>;
