// The cashier's decisions from the back office (issue 29): the wallet's services (wallet/deposits/decision.ts,
// wallet/withdrawals/decision.ts) in the console call's transaction, their refusals as the console's.
import { refuseWhileCaseOpen } from '../aml/cases';
import type { Actor } from '../audit/log';
import { isPostgres } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { toUnixSeconds } from '../domain/time';
import type { Deps } from '../deps';
import { ENTRY_STATUS, ENTRY_TYPE, isLedgerError, type Entry } from '../domain/ledger';
import { AppError } from '../i18n/errors';
import { keysetPage, type PageAsked } from '../lists/keyset';
import { decideDeposit, depositNeedsTwo } from '../wallet/deposits/decision';
import { decideOpenDeposit, openDepositQueue } from '../wallet/deposits/openDeposits';
import { WALLET_ERR } from '../wallet/errors';
import { decideWithdrawal, withdrawalNeedsTwo } from '../wallet/withdrawals/decision';
import { OPS_ERR } from './errors';
import { withdrawalRisks, type WithdrawalRisk } from './withdrawalRisk';

export type DecisionState = 'approved' | 'rejected' | 'awaiting_second';

export interface CashierDecision {
  id: number;
  /** A deposit request or a withdrawal (ledger entries), or an open-amount deposit (deposits/openDeposits.ts). */
  kind: 'deposit' | 'withdrawal' | 'open_deposit';
  decision: 'approve' | 'reject';
  /** The transfer that paid a deposit approved by hand; a withdrawal's approval takes none (70056). */
  tx?: string | undefined;
  /** What arrived for an open-amount deposit (minor units); a request's amount is its own (30076). */
  amount?: number | undefined;
  reason?: string | undefined;
}

/** Decides a pending deposit or withdrawal as `by`: the console's queue and the ops CLI's deposit:approve, withdraw:approve. */
export async function decideAs(deps: Deps, trx: Trx, asked: CashierDecision, by: Actor): Promise<DecisionState> {
  if (asked.kind === 'open_deposit') return ledgerRefusals(() => decideOpenDeposit(deps, trx, asked, by));
  if (asked.amount !== undefined) throw new AppError(WALLET_ERR.depositAmountIsRequested);
  // Locked (PostgreSQL), so decisions on one request run one after the other: the second sees the first's approval
  // (a second from the same operator is refused, one from another completes), never a duplicate key.
  const request = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'type', 'amount', 'status', 'settles'])
    .where('id', '=', asked.id)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  const type = asked.kind === 'deposit' ? ENTRY_TYPE.deposit : ENTRY_TYPE.withdrawal;
  if (!request || request.type !== type || request.settles !== null || request.status !== ENTRY_STATUS.notPassed)
    throw new AppError(OPS_ERR.notPending);
  // No payout is named before the last approval: it is recorded once sent (wallet/withdrawals/markPaid.ts).
  if (asked.kind === 'withdrawal' && asked.tx !== undefined) throw new AppError(WALLET_ERR.approvalTakesNoTx);
  // An open anti-money-laundering case holds the member's withdrawals (approval, not rejection) until support closes it.
  if (asked.kind === 'withdrawal' && asked.decision === 'approve') await refuseWhileCaseOpen(trx, Number(request.user_id));
  return ledgerRefusals(() =>
    asked.kind === 'deposit' ? decideDeposit(deps, trx, request, asked, by) : decideWithdrawal(deps, trx, request, asked, by),
  );
}

/** The ledger's refusals as the console's. */
async function ledgerRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLedgerError(error)) throw new AppError(OPS_ERR.notPending);
    throw error;
  }
}

/**
 * The cashier's queue a page at a time: the pending requests of a kind (or the open-amount deposits), oldest first (by id, the page's key), each
 * with its first approvals, whether approving it takes two operators (the server's rule, so the console never restates
 * it) and, for a withdrawal, its risk context (withdrawalRisk.ts).
 */
export async function cashierQueue(deps: Deps, db: Db | Trx, kind: CashierDecision['kind'], asked: PageAsked) {
  if (kind === 'open_deposit') return openDepositQueue(db, asked, deps.now());
  const page = await keysetPage(
    asked,
    1,
    (after, take) =>
      deps.ledger.listPending(db, kind === 'deposit' ? ENTRY_TYPE.deposit : ENTRY_TYPE.withdrawal, { afterId: after?.[0], take }),
    (entry) => [entry.id],
  );
  return { ...page, rows: await queueRows(deps, db, kind, page.rows) };
}

/** The queue's rows as the console shows them. */
async function queueRows(deps: Deps, db: Db | Trx, kind: 'deposit' | 'withdrawal', pending: Array<Entry & { username: string }>) {
  const approvals = await db
    .selectFrom('withdrawal_approvals')
    .select(['entry_id', 'operator'])
    .where('entry_id', 'in', [0, ...pending.map((entry) => entry.id)])
    .execute();
  const risks =
    kind === 'withdrawal'
      ? await withdrawalRisks(
          db,
          pending.map((entry) => ({ id: entry.id, userId: entry.userId, destination: entry.ref ?? '' })),
          deps.now(),
        )
      : new Map<number, WithdrawalRisk>();
  const rows = [];
  for (const entry of pending) {
    const risk = risks.get(entry.id);
    const request = { id: entry.id, user_id: entry.userId, amount: entry.amount };
    rows.push({
      id: entry.id,
      user_id: entry.userId,
      username: entry.username,
      amount: entry.amount,
      destination: entry.ref ?? '',
      createtime: toUnixSeconds(entry.createdAt),
      approvals: approvals.filter((row) => row.entry_id === entry.id).map((row) => row.operator),
      needs_second: kind === 'deposit' ? depositNeedsTwo(deps, request) : await withdrawalNeedsTwo(deps, db, request),
      risk: risk ? riskOnTheWire(risk) : null,
    });
  }
  return rows;
}

function riskOnTheWire(risk: WithdrawalRisk) {
  return {
    deposits: risk.deposits,
    deposit_count: risk.depositCount,
    withdrawals: risk.withdrawals,
    withdrawal_count: risk.withdrawalCount,
    net_cash: risk.netCash,
    play_result: risk.playResult,
    turnover: risk.turnover,
    first_withdrawal: risk.firstWithdrawal,
    reset_at: risk.resetAt === null ? null : toUnixSeconds(risk.resetAt),
    address_changed_at: risk.addressChangedAt === null ? null : toUnixSeconds(risk.addressChangedAt),
    address_shared_with: risk.addressSharedWith,
  };
}

/**
 * The approved USDT withdrawals whose payout nobody has recorded yet ("awaiting payout"), oldest approval first (by
 * (approved_at, id), the page's key), a page at a time: any cashier who sent one records it (wallet/withdrawals/markPaid.ts).
 * Approvals before migration 049 recorded their payout with them and are not listed.
 */
export async function payoutQueue(db: Db | Trx, asked: PageAsked) {
  const page = await keysetPage(
    asked,
    2,
    (after, take) =>
      db
        .selectFrom('approved_withdrawals as a')
        .innerJoin('ledger_entries as e', 'e.id', 'a.entry_id')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .leftJoin('chain_payouts as p', 'p.entry_id', 'a.entry_id')
        .select(['e.id', 'e.user_id', 'u.username', 'e.amount', 'e.ref', 'e.created_at', 'a.approved_by', 'a.approved_at'])
        .where('p.entry_id', 'is', null)
        .where('e.ref', 'like', 'usdt:%')
        .$if(after !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              eb('a.approved_at', '>', after![0]!),
              eb.and([eb('a.approved_at', '=', after![0]!), eb('a.entry_id', '>', after![1]!)]),
            ]),
          ),
        )
        .orderBy('a.approved_at')
        .orderBy('a.entry_id')
        .limit(take)
        .execute(),
    (row) => [Number(row.approved_at), Number(row.id)],
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: Number(row.id),
      user_id: Number(row.user_id),
      username: row.username,
      amount: Number(row.amount),
      destination: row.ref ?? '',
      createtime: toUnixSeconds(Number(row.created_at)),
      approved_by: row.approved_by,
      approved_at: toUnixSeconds(Number(row.approved_at)),
    })),
  };
}
