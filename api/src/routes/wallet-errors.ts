import { isLedgerError, type WithdrawalRefusal } from '../domain/ledger';
import { AppError, ERR, type ErrorDef } from '../http/errors';

/** The wallet's refusals (30xxx), each with its message of the server i18n area. */
export const WALLET_ERR = {
  guestRefused: { code: 30001, key: 'server.wallet.guestRefused' },
  bindingRequired: { code: 30002, key: 'server.wallet.bindingRequired' },
  codeUnset: { code: 30003, key: 'server.wallet.codeUnset' },
  amountRequired: { code: 30004, key: 'server.wallet.amountRequired' },
  minWithdrawal: { code: 30005, key: 'server.wallet.minWithdrawal' },
  insufficient: { code: 30006, key: 'server.wallet.insufficient' },
  amountInvalid: { code: 30007, key: 'server.wallet.amountInvalid' },
} as const satisfies Record<string, ErrorDef>;

/** Each withdrawal refusal's answer (a wrong code is the platform's, shared with setSafety: 20017, throttled 20018). */
const REFUSAL_ERRORS: Record<WithdrawalRefusal, ErrorDef> = {
  guest: WALLET_ERR.guestRefused,
  binding_required: WALLET_ERR.bindingRequired,
  security_code_unset: WALLET_ERR.codeUnset,
  security_code_wrong: ERR.codeWrong,
  amount_required: WALLET_ERR.amountRequired,
  below_minimum: WALLET_ERR.minWithdrawal,
  insufficient_balance: WALLET_ERR.insufficient,
};

export function refuse(refusal: WithdrawalRefusal | null): void {
  if (refusal) throw new AppError(REFUSAL_ERRORS[refusal]);
}

/** A member-facing answer for the ledger's refusals; anything else is a bug and stays a 500. */
export function walletErrorOf(error: unknown): unknown {
  if (isLedgerError(error, 'insufficient_balance')) return new AppError(WALLET_ERR.insufficient);
  if (isLedgerError(error, 'invalid_amount')) return new AppError(WALLET_ERR.amountInvalid);
  return error;
}
