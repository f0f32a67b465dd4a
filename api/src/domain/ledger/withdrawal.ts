import { GROUP_MEMBER } from 'shared-contracts';
import { MIN_WITHDRAWAL } from './rules';

/**
 * Why a withdrawal is refused, in the order the checks run (docs/product.md (rules of the forms) and issue 5):
 * a guest; no binding of the chosen kind; no security code; a wrong code (throttled by the caller);
 * no amount; under the minimum; more than the balance.
 */
export const WITHDRAWAL_REFUSALS = [
  'guest',
  'binding_required',
  'security_code_unset',
  'security_code_wrong',
  'amount_required',
  'below_minimum',
  'insufficient_balance',
] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

/**
 * The checks before the security code is verified. The caller then verifies the code (an expensive hash,
 * behind a throttle), and only then looks at the amount, so the answers come in the spec's order.
 */
export function refusalBeforeCode(facts: { groupId: number; hasBinding: boolean; securityCodeSet: boolean }): WithdrawalRefusal | null {
  if (facts.groupId !== GROUP_MEMBER) return 'guest';
  if (!facts.hasBinding) return 'binding_required';
  if (!facts.securityCodeSet) return 'security_code_unset';
  return null;
}

/** The checks after a correct code. The ledger's guarded debit enforces the balance again when it holds the money. */
export function refusalOfAmount(facts: { amount: number | undefined; balance: number }): WithdrawalRefusal | null {
  if (facts.amount === undefined || facts.amount <= 0) return 'amount_required';
  if (facts.amount < MIN_WITHDRAWAL) return 'below_minimum';
  if (facts.amount > facts.balance) return 'insufficient_balance';
  return null;
}
