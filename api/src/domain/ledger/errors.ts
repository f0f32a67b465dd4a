/**
 * Every way a ledger operation can fail. The codes are stable: routes map them to envelope codes and
 * to messages of the server i18n area, ops commands print them.
 */
export const LEDGER_ERRORS = {
  /** The amount is not a positive whole number of minor units, or exceeds MAX_ENTRY_AMOUNT. */
  invalid_amount: 'invalid_amount',
  /** This type/status pair cannot be posted directly (e.g. a passed withdrawal: it is a settled hold). */
  posting_not_allowed: 'posting_not_allowed',
  /** The debit is larger than the balance; nothing was written. */
  insufficient_balance: 'insufficient_balance',
  /** No such member. */
  member_not_found: 'member_not_found',
  /** No such entry (for this member). */
  entry_not_found: 'entry_not_found',
  /** The entry is not a pending deposit or withdrawal, so it cannot be approved or rejected. */
  not_settleable: 'not_settleable',
  /** The entry was already approved or rejected. */
  already_settled: 'already_settled',
  /** A deposit request past its window (DEPOSIT_WINDOW_MS): it can only be rejected (it expired). */
  request_expired: 'request_expired',
} as const;

export type LedgerErrorCode = keyof typeof LEDGER_ERRORS;

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'LedgerError';
  }
}

export function isLedgerError(error: unknown, code?: LedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}
