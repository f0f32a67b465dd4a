import { OPERATOR_ROLES, OPS_CSRF_HEADER, opsCalls } from 'shared-contracts/ops';
import { opsAlertAckEndpoint, opsAlertsEndpoint } from './features/alerts/api/opsAlerts';
import {
  opsOwnAuthenticatorConfirmEndpoint,
  opsOwnAuthenticatorStartEndpoint,
  opsOwnPasswordEndpoint,
} from './features/account/api/opsOwnAccount';
import { opsAccessEndpoint } from './features/audit/api/opsAccess';
import { opsAuditEndpoint } from './features/audit/api/opsAudit';
import {
  opsCaseCloseEndpoint,
  opsCaseNoteEndpoint,
  opsCaseReportEndpoint,
  opsCasesEndpoint,
  opsDenyListEndpoint,
  opsDenyListUploadEndpoint,
} from './features/members/api/opsCases';
import { opsCheckEndpoint } from './features/checks/api/opsCheck';
import { opsContentEndpoint } from './features/content/api/opsContent';
import { opsContentPreviewEndpoint } from './features/content/api/opsContentPreview';
import { opsContentRetireEndpoint } from './features/content/api/opsContentRetire';
import { opsContentSaveEndpoint } from './features/content/api/opsContentSave';
import { opsDashboardEndpoint } from './features/dashboard/api/opsDashboard';
import { opsEnrolEndpoint } from './features/enrol/api/opsEnrol';
import { opsEnrolmentEndpoint } from './features/enrol/api/opsEnrolment';
import { opsExposureEndpoint } from './features/dashboard/api/opsExposure';
import { opsGameLimitEndpoint } from './features/games/api/opsGameLimit';
import { opsGameStatusEndpoint } from './features/games/api/opsGameStatus';
import { opsGamesEndpoint } from './features/games/api/opsGames';
import { opsOddsSetEndpoint } from './features/games/api/opsOddsSet';
import { opsRoomRetireEndpoint } from './features/games/api/opsRoomRetire';
import { opsRoomSaveEndpoint } from './features/games/api/opsRoomSave';
import { opsRoundVoidEndpoint } from './features/games/api/opsRoundVoid';
import { opsGiftDecideEndpoint } from './features/gifts/api/opsGiftDecide';
import { opsGiftRequestEndpoint } from './features/gifts/api/opsGiftRequest';
import { opsGiftsEndpoint } from './features/gifts/api/opsGifts';
import { opsMemberDetailEndpoint } from './features/members/api/opsMemberDetail';
import { opsMemberSearchEndpoint } from './features/members/api/opsMemberSearch';
import { opsMemberFundLogEndpoint } from './features/members/api/opsMemberFundLog';
import { opsMemberBindingChangesEndpoint } from './features/members/api/opsMemberBindingChanges';
import { opsMemberMessagesEndpoint } from './features/members/api/opsMemberMessages';
import { opsMemberOrdersEndpoint } from './features/members/api/opsMemberOrders';
import { EXPORT_PATH } from './shared/ExportLink';
import { opsMemberStatusEndpoint } from './features/members/api/opsMemberStatus';
import { opsMemberProtectEndpoint } from './features/members/api/opsMemberProtect';
import { opsExclusionsEndpoint } from './features/members/api/opsExclusions';
import { opsMessageSendEndpoint } from './features/members/api/opsMessageSend';
import { opsRecoveryCodeEndpoint } from './features/members/api/opsRecoveryCode';
import { opsSessionRevokeEndpoint } from './features/members/api/opsSessionRevoke';
import { opsOperatorAddEndpoint } from './features/operators/api/opsOperatorAdd';
import { opsOperatorDisableEndpoint, opsOperatorResetEndpoint } from './features/operators/api/opsOperatorLifecycle';
import { opsOperatorRoleEndpoint } from './features/operators/api/opsOperatorRole';
import { opsOperatorsEndpoint } from './features/operators/api/opsOperators';
import { OPERATOR_ROLES_LIST } from './features/operators/roles';
import { opsProgramSetEndpoint } from './features/promotions/api/opsProgramSet';
import { opsProgramsEndpoint } from './features/promotions/api/opsPrograms';
import { opsDecideEndpoint } from './features/queues/api/opsDecide';
import { opsPayoutQueueEndpoint } from './features/queues/api/opsPayoutQueue';
import { opsQueueEndpoint } from './features/queues/api/opsQueue';
import { opsWithdrawalPaidEndpoint } from './features/queues/api/opsWithdrawalPaid';
import {
  opsReconcileEndpoint,
  opsReconciliationEndpoint,
  opsReconciliationsEndpoint,
} from './features/reconciliation/api/opsReconciliations';
import { opsBreakdownEndpoint } from './features/reports/api/opsBreakdown';
import { opsLiabilityEndpoint } from './features/reports/api/opsLiability';
import { opsReportEndpoint } from './features/reports/api/opsReport';
import { opsWithdrawalDatesEndpoint } from './features/reports/api/opsWithdrawalDates';
import { opsSignInEndpoint } from './features/signIn/api/opsSignIn';
import {
  opsVerificationDecideEndpoint,
  opsVerificationFileEndpoint,
  opsVerificationQueueEndpoint,
  opsVerificationThresholdsEndpoint,
  opsVerificationThresholdsSetEndpoint,
} from './features/verification/api/opsVerification';
import { opsMeEndpoint } from './shared/api/opsMe';
import { CSRF_HEADER, type OpsEndpoint } from './shared/api/opsFetch';
import { opsSignOutEndpoint } from './shared/api/opsSignOut';
import { opsSegmentAskEndpoint, opsSegmentPreviewEndpoint } from './features/messages/api/opsSegments';

// The console keeps zod out of its bundle: it restates each call's path and flag, checked here against the contract.
const used: Partial<Record<keyof typeof opsCalls, OpsEndpoint>> = {
  opsEnrolment: opsEnrolmentEndpoint,
  opsEnrol: opsEnrolEndpoint,
  opsSignIn: opsSignInEndpoint,
  opsSignOut: opsSignOutEndpoint,
  opsMe: opsMeEndpoint,
  opsOperators: opsOperatorsEndpoint,
  opsOperatorAdd: opsOperatorAddEndpoint,
  opsOperatorRole: opsOperatorRoleEndpoint,
  opsOperatorDisable: opsOperatorDisableEndpoint,
  opsOperatorReset: opsOperatorResetEndpoint,
  opsAudit: opsAuditEndpoint,
  opsAccess: opsAccessEndpoint,
  opsOwnPassword: opsOwnPasswordEndpoint,
  opsOwnAuthenticatorStart: opsOwnAuthenticatorStartEndpoint,
  opsOwnAuthenticatorConfirm: opsOwnAuthenticatorConfirmEndpoint,
  opsMemberStatus: opsMemberStatusEndpoint,
  opsMemberProtect: opsMemberProtectEndpoint,
  opsExclusions: opsExclusionsEndpoint,
  opsRecoveryCode: opsRecoveryCodeEndpoint,
  opsMemberSearch: opsMemberSearchEndpoint,
  opsMemberDetail: opsMemberDetailEndpoint,
  opsMemberFundLog: opsMemberFundLogEndpoint,
  opsMemberBindingChanges: opsMemberBindingChangesEndpoint,
  opsMemberOrders: opsMemberOrdersEndpoint,
  opsMemberMessages: opsMemberMessagesEndpoint,
  opsSessionRevoke: opsSessionRevokeEndpoint,
  opsMessageSend: opsMessageSendEndpoint,
  opsQueue: opsQueueEndpoint,
  opsDecide: opsDecideEndpoint,
  opsPayoutQueue: opsPayoutQueueEndpoint,
  opsWithdrawalPaid: opsWithdrawalPaidEndpoint,
  opsDashboard: opsDashboardEndpoint,
  opsReport: opsReportEndpoint,
  opsLiability: opsLiabilityEndpoint,
  opsBreakdown: opsBreakdownEndpoint,
  opsWithdrawalDates: opsWithdrawalDatesEndpoint,
  opsCheck: opsCheckEndpoint,
  opsGifts: opsGiftsEndpoint,
  opsGiftRequest: opsGiftRequestEndpoint,
  opsGiftDecide: opsGiftDecideEndpoint,
  opsGames: opsGamesEndpoint,
  opsExposure: opsExposureEndpoint,
  opsGameStatus: opsGameStatusEndpoint,
  opsGameLimit: opsGameLimitEndpoint,
  opsOddsSet: opsOddsSetEndpoint,
  opsRoomSave: opsRoomSaveEndpoint,
  opsRoomRetire: opsRoomRetireEndpoint,
  opsRoundVoid: opsRoundVoidEndpoint,
  opsPrograms: opsProgramsEndpoint,
  opsProgramSet: opsProgramSetEndpoint,
  opsContent: opsContentEndpoint,
  opsContentSave: opsContentSaveEndpoint,
  opsContentRetire: opsContentRetireEndpoint,
  opsContentPreview: opsContentPreviewEndpoint,
  opsAlerts: opsAlertsEndpoint,
  opsAlertAck: opsAlertAckEndpoint,
  opsReconciliations: opsReconciliationsEndpoint,
  opsReconciliation: opsReconciliationEndpoint,
  opsReconcile: opsReconcileEndpoint,
  opsSegmentPreview: opsSegmentPreviewEndpoint,
  opsSegmentAsk: opsSegmentAskEndpoint,
  opsCases: opsCasesEndpoint,
  opsCaseNote: opsCaseNoteEndpoint,
  opsCaseClose: opsCaseCloseEndpoint,
  opsCaseReport: opsCaseReportEndpoint,
  opsDenyList: opsDenyListEndpoint,
  opsDenyListUpload: opsDenyListUploadEndpoint,
  opsVerificationQueue: opsVerificationQueueEndpoint,
  opsVerificationFile: opsVerificationFileEndpoint,
  opsVerificationDecide: opsVerificationDecideEndpoint,
  opsVerificationThresholds: opsVerificationThresholdsEndpoint,
  opsVerificationThresholdsSet: opsVerificationThresholdsSetEndpoint,
};

describe('the console agrees with shared-contracts/ops', () => {
  it.each(Object.entries(used))('%s: path and mutates', (name, endpoint) => {
    const def = opsCalls[name as keyof typeof opsCalls];
    expect(endpoint).toEqual({ path: def.path, mutates: def.mutates });
    expect(def.method).toBe('POST');
  });

  it('the export: a GET the console links to', () => {
    expect(opsCalls.opsExport).toMatchObject({ path: EXPORT_PATH, method: 'GET', mutates: false });
  });

  it('the CSRF header and the roles', () => {
    expect(CSRF_HEADER).toBe(OPS_CSRF_HEADER);
    expect(OPERATOR_ROLES_LIST).toEqual(OPERATOR_ROLES);
  });
});
