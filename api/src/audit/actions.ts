/** The audit actions' registry lives in shared-contracts/ops (the console's audit screen offers them): the api's view. */
export { AUDIT_ACTIONS, isAuditAction, type AuditAction } from 'shared-contracts/ops';
