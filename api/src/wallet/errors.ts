import { formatMoney } from 'shared-contracts';
import { wallet } from 'shared-contracts/api';
import { isLedgerError, MAX_OPEN_DEPOSITS, type DepositRefusal, type WithdrawalRefusal } from '../domain/ledger';
import { turnoverRefusal } from '../domain/promotions/turnover';
import { AppError, ERR, type ErrorDef } from '../i18n/errors';
import type { Params } from '../i18n/translate';

/** The wallet's refusals (30xxx), each with its message of the server i18n area. */
export const WALLET_ERR = {
  guestRefused: { code: 30001, key: 'server.wallet.guestRefused' },
  bindingRequired: { code: 30002, key: 'server.wallet.bindingRequired' },
  codeUnset: { code: 30003, key: 'server.wallet.codeUnset' },
  amountRequired: { code: 30004, key: 'server.wallet.amountRequired' },
  minWithdrawal: { code: 30005, key: 'server.wallet.minWithdrawal' },
  insufficient: { code: 30006, key: 'server.wallet.insufficient' },
  amountInvalid: { code: 30007, key: 'server.wallet.amountInvalid' },
  depositAboveMax: { code: 30008, key: 'server.wallet.depositAboveMax' },
  depositsOpen: { code: 30009, key: 'server.wallet.depositsOpen' },
  turnoverLeft: { code: 30010, key: 'server.wallet.turnoverLeft' },
  afterReset: { code: 30011, key: 'server.wallet.afterReset' },
  depositTxRequired: { code: 30070, key: 'server.wallet.depositTxRequired' },
  depositTxCredited: { code: 30071, key: 'server.wallet.depositTxCredited' },
  depositSecondApprover: { code: 30072, key: 'server.wallet.depositSecondApprover' },
  depositTxNotOnChain: { code: 30073, key: 'server.wallet.depositTxNotOnChain' },
  // Open-amount deposits (deposits/openDeposits.ts): the approval states what arrived.
  openDepositAmountRequired: { code: 30074, key: 'server.wallet.openDepositAmountRequired' },
  openDepositMismatch: { code: 30075, key: 'server.wallet.openDepositMismatch' },
  depositAmountIsRequested: { code: 30076, key: 'server.wallet.depositAmountIsRequested' },
  // The cashier's refusals of the console's first range (700xx), kept with the services that throw them.
  withdrawalSecondApprover: { code: 70010, key: 'server.ops.secondApprover' },
  depositsFromChain: { code: 70013, key: 'server.ops.depositsFromChain' },
  // Payouts (wallet/withdrawals/markPaid.ts): recorded after the approval, once, by whoever sent the money.
  payoutNotApproved: { code: 70050, key: 'server.ops.payoutNotApproved' },
  payoutBank: { code: 70051, key: 'server.ops.payoutBank' },
  payoutTxMalformed: { code: 70052, key: 'server.ops.payoutTxMalformed' },
  payoutTxTaken: { code: 70053, key: 'server.ops.payoutTxTaken' },
  payoutRecorded: { code: 70054, key: 'server.ops.payoutRecorded' },
  payoutNoAddress: { code: 70055, key: 'server.ops.payoutNoAddress' },
  approvalTakesNoTx: { code: 70056, key: 'server.ops.approvalTakesNoTx' },
  // Program changes (promotions/programs.ts), asked and approved in the console.
  programUnchanged: { code: 70060, key: 'server.ops.programUnchanged' },
  programInvalid: { code: 70061, key: 'server.ops.programInvalid' },
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

/** A withdrawal while turnover is left: the message names how much (issue 28). */
export function refuseWhileTurnoverLeft(left: number): void {
  if (turnoverRefusal(left)) throw new AppError(WALLET_ERR.turnoverLeft, { left: formatMoney(left) });
}

/** Each deposit request refusal's answer (a guest gets the spec's visitor popup text). */
export function refuseDeposit(refusal: DepositRefusal | null, maxAmount: number): void {
  if (!refusal) return;
  const answers: Record<DepositRefusal, [ErrorDef, Params?]> = {
    guest: [WALLET_ERR.guestRefused],
    above_maximum: [WALLET_ERR.depositAboveMax, { max: formatMoney(maxAmount) }],
    too_many_open: [WALLET_ERR.depositsOpen, { count: MAX_OPEN_DEPOSITS, minutes: wallet.DEPOSIT_WINDOW_MINUTES }],
  };
  const [def, params] = answers[refusal];
  throw new AppError(def, params);
}

/** A member-facing answer for the ledger's refusals; anything else is a bug and stays a 500. */
export function walletErrorOf(error: unknown): unknown {
  if (isLedgerError(error, 'insufficient_balance')) return new AppError(WALLET_ERR.insufficient);
  if (isLedgerError(error, 'invalid_amount')) return new AppError(WALLET_ERR.amountInvalid);
  return error;
}
