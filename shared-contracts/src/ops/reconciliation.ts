import { z } from 'zod';
import { pageOf, pageRequest } from './paging';
import { call, requestSchema, unixSeconds } from '../api/common';

/**
 * Reconciliation (issue 39): for a period, the books against the chain. Deposits: the token's transfers to members'
 * deposit addresses the node shows vs the deposits credited by hash. Payouts: approved withdrawals vs the payouts
 * confirmed on the chain. Liabilities (members' balances, withdrawals pending, locked fixed-deposit bonuses) at the
 * period's end vs what the operator's addresses hold. Every difference names its cause. A run each day stores its result.
 */
export const RECONCILIATION_PARTS = ['deposits', 'payouts', 'liabilities'] as const;
export type ReconciliationPart = (typeof RECONCILIATION_PARTS)[number];

/** Why a difference is one. */
export const RECONCILIATION_CAUSES = [
  /** A transfer to a member's deposit address, confirmed and read by the watcher, yet never credited. */
  'missed',
  /** A transfer below CHAIN_MIN_DEPOSIT: recorded, not credited, as the rules say. */
  'below_minimum',
  /** A transfer not yet confirmed at the time of the run. */
  'unconfirmed',
  /** Confirmed, but the watcher's cursor has not reached its block yet. */
  'not_read_yet',
  /** To the deposit address of a guest or an account no longer a member's: nothing credits it. */
  'not_member_address',
  /** Credited with a transaction the chain does not show paying that address. */
  'credited_not_on_chain',
  /** Credited with another amount than the transfer moved. */
  'amount_differs',
  /** Approved, and no payout recorded within RECONCILE_PAYOUT_HOURS. */
  'not_paid',
  /** Recorded as paid with a transaction the chain does not show. */
  'payout_not_on_chain',
  /** Recorded as paid; the chain watcher found no confirmed receipt in time. */
  'payout_unconfirmed',
  /** Recorded as paid; the transaction moved another amount, to another address, or from a stranger. */
  'payout_mismatch',
  /** Recorded as paid; the transaction reverted. */
  'payout_failed',
  /** The liabilities exceed what the operator's addresses hold. */
  'shortfall',
] as const;
export type ReconciliationCause = (typeof RECONCILIATION_CAUSES)[number];

/** Money as decimal text of minor units: a chain balance may pass a safe integer. */
const minorText = z.string().regex(/^-?\d+$/);

export const reconciliationDifference = z.object({
  part: z.enum(RECONCILIATION_PARTS),
  cause: z.enum(RECONCILIATION_CAUSES),
  /** What it concerns: a transaction hash, 'withdrawal:<entry id>', 'liabilities'. */
  ref: z.string(),
  user_id: z.number().int().nullable(),
  /** What the books hold (credited, owed, the liabilities); null when nothing. */
  ours: minorText.nullable(),
  /** What the chain shows (moved, held); null when nothing, or not read. */
  chain: minorText.nullable(),
  /** What the chain watcher found of a flagged payout, as it recorded it. */
  note: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;

export const reconciliationFigures = z.object({
  /** Transfers to members' deposit addresses in the period's blocks, as the node shows them (null: not read). */
  transfers: z.number().int().nullable(),
  /** Deposits credited in the period with a transaction. */
  credits: z.number().int(),
  /** Withdrawals approved in the period, and those approved before still unpaid. */
  withdrawals: z.number().int(),
  balances: minorText,
  pending_withdrawals: minorText,
  locked_bonuses: minorText,
  liabilities: minorText,
  /** What the operator's addresses held at the period's end (null: not read). */
  holdings: minorText.nullable(),
  /** The last block of the period read (null: not read). */
  end_block: z.string().nullable(),
});
export type ReconciliationFigures = z.infer<typeof reconciliationFigures>;

export const reconciliationRun = z.object({
  id: z.number().int(),
  period_from: unixSeconds,
  period_to: unixSeconds,
  ran_at: unixSeconds,
  /** 'schedule' or 'operator:<name>'. */
  ran_by: z.string(),
  /** Every part checked and no difference found. */
  ok: z.boolean(),
  /** The parts whose chain side was not read (no node set): never reported as passed. */
  unchecked: z.array(z.enum(RECONCILIATION_PARTS)),
  /** Why the run could not finish (the node failing); null when it did. */
  failure: z.string().nullable(),
  difference_count: z.number().int(),
  figures: reconciliationFigures.nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

/** The runs (every role), newest first, a page at a time (paging.ts). */
export const opsReconciliations = call({
  method: 'POST',
  path: '/api/ops/reconciliations',
  mutates: false,
  request: requestSchema({ ...pageRequest }),
  response: pageOf(reconciliationRun),
});

/** One run with its differences (every role); an unknown id answers 70092. */
export const opsReconciliation = call({
  method: 'POST',
  path: '/api/ops/reconciliation',
  mutates: false,
  request: requestSchema({ id: z.number().int().positive() }),
  response: z.object({ run: reconciliationRun, differences: z.array(reconciliationDifference) }),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Runs a reconciliation of the days `from` to `to` (both included, the lottery's time zone) and stores it (cashier,
 * admin; audited). A period ending after today or beginning after its end answers 70090, one of more than 31 days 70091.
 */
export const opsReconcile = call({
  method: 'POST',
  path: '/api/ops/reconcile',
  mutates: true,
  request: requestSchema({ from: day, to: day }),
  response: z.object({ run: reconciliationRun, differences: z.array(reconciliationDifference) }),
});

export const reconciliationCalls = { opsReconciliations, opsReconciliation, opsReconcile };
