/**
 * The back office's roles and what each may do (issue 29): the table lives in shared-contracts/ops (the console draws
 * its screens from it); every call of the api is checked against it.
 */
export { PERMISSIONS, mayDo, type OperatorRole, type OpsPermission } from 'shared-contracts/ops';
