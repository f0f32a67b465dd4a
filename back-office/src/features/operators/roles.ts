import type { OperatorRole } from 'shared-contracts/ops';

/** The roles, least to most (OPERATOR_ROLES of shared-contracts/ops, without its zod: operators.test checks they agree). */
export const OPERATOR_ROLES_LIST: readonly OperatorRole[] = ['viewer', 'cashier', 'support', 'admin'];
