import { DEFAULT_SCHEDULE } from 'shared-contracts';
import { wholeUnits } from '../domain/ledger';
import { assertTimeZone, dayOf, minuteOfHhMm } from '../domain/time';
import { int } from '../env';
import { QUARTER_MS } from '../ledger/profit';

/** The wallet's settings, read once from the environment (names beside each field). */
export interface WalletSettings {
  /** DEPOSIT_XPUB: the operator's TRON account xpub (m/44'/195'/0'); unset = a demo key under DATA_DIR. */
  depositXpub: string | null;
  /** WALLET_TIME_ZONE (else LOTTERY_TIME_ZONE, else Asia/Taipei): the days of the fund-log filter and of daily profit. */
  timeZone: string;
  /** DEPOSIT_MAX_AMOUNT (whole u, default 1,000,000): the largest amount one deposit request may ask for, in minor units here. */
  depositMaxAmount: number;
  /** OPS_SECOND_APPROVAL_ABOVE (whole u, default 10,000): a withdrawal above it needs a second operator's approval. */
  secondApprovalAbove: number;
  /**
   * OPS_SECOND_DEPOSIT_APPROVAL_ABOVE (whole u, default 1,000): a deposit approved by hand above it needs a second
   * operator's approval (one cashier alone could otherwise credit a deposit never paid).
   */
  secondDepositApprovalAbove: number;
  /** The daily reconciliation of the books with the chain (reports/reconciliation). */
  reconciliation: ReconciliationSettings;
}

export interface ReconciliationSettings {
  /**
   * RECONCILE_AT ('HH:MM', default 01:00, in the lottery's time zone): when each day's run checks the day before; 'off'
   * (null here): no scheduled run (tests; `reconcile` still runs one by hand).
   */
  atMinute: number | null;
  /** RECONCILE_PAYOUT_HOURS (default 24, at least 1): an approved withdrawal still unpaid this long is a difference. */
  payoutDueHours: number;
}

function reconcileAt(raw: string | undefined): number | null {
  if (raw?.trim().toLowerCase() === 'off') return null;
  const minute = minuteOfHhMm(raw?.trim() || '01:00');
  if (minute === null) throw new Error(`setting RECONCILE_AT must be a time of day HH:MM, got "${raw}"`);
  return minute;
}

export function loadWalletSettings(env: Record<string, string | undefined>): WalletSettings {
  const timeZone = env.WALLET_TIME_ZONE || env.LOTTERY_TIME_ZONE || DEFAULT_SCHEDULE.timeZone;
  // Fail at start, not on the first request, when the zone is unknown, or when its days do not start on a
  // quarter-hour (the daily profit adds quarter-hour totals, profit.ts; every zone in use today does).
  assertTimeZone(timeZone);
  if (dayOf(Date.now(), timeZone).from % QUARTER_MS !== 0)
    throw new Error(`setting WALLET_TIME_ZONE: the days of ${timeZone} do not start on a quarter-hour`);
  return {
    depositXpub: env.DEPOSIT_XPUB?.trim() || null,
    timeZone,
    depositMaxAmount: wholeUnits('DEPOSIT_MAX_AMOUNT', env.DEPOSIT_MAX_AMOUNT, 1_000_000),
    secondApprovalAbove: wholeUnits('OPS_SECOND_APPROVAL_ABOVE', env.OPS_SECOND_APPROVAL_ABOVE, 10_000),
    secondDepositApprovalAbove: wholeUnits('OPS_SECOND_DEPOSIT_APPROVAL_ABOVE', env.OPS_SECOND_DEPOSIT_APPROVAL_ABOVE, 1_000),
    reconciliation: { atMinute: reconcileAt(env.RECONCILE_AT), payoutDueHours: int(env, 'RECONCILE_PAYOUT_HOURS', 24, 1) },
  };
}
