import { OPERATOR_ROLES, type OperatorRole } from 'shared-contracts/ops/endpoints';

/** The roles, least to most. */
export const OPERATOR_ROLES_LIST: readonly OperatorRole[] = OPERATOR_ROLES;
