import { formatMoney } from 'shared-contracts';
import { writeAudit, type Actor } from '../../audit/log';
import type { AuditAction } from '../../audit/actions';
import type { Db, Trx } from '../../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE, LedgerError, type Decision, type EntryType } from '../../domain/ledger';
import type { Ledger, Settled } from '../../ledger';
import { creditDeposit } from '../deposits/creditDeposit';
import { recordSettlement } from './decisions';
import { depositBonusProgram } from '../../promotions/programs';

/**
 * Approves or rejects a pending deposit or withdrawal in the caller's transaction: the ledger moves the money
 * (ledger.settle), then the decision's records are written beside it (a deposit's outcome, the member's in-site
 * message). An approved deposit is credited by the one recipe every path shares (creditDeposit). A withdrawal's
 * rejection keeps the cashier's `reason` on its return and tells the member (the console's and the CLI's alike).
 */
export async function settleRequest(
  ledger: Ledger,
  trx: Trx,
  entryId: number,
  decision: Decision,
  now = Date.now(),
  reason: string | null = null,
): Promise<Settled> {
  if (decision === 'approve' && (await isDepositRequest(trx, entryId))) {
    const { request, entries } = await creditDeposit(ledger, trx, { request: entryId }, now);
    return { request: request!, entries };
  }
  // A rejection or a withdrawal credits no deposit: the program only fills the ledger's argument.
  const settled = await ledger.settle(trx, entryId, decision, await depositBonusProgram(trx), now, reason);
  await recordSettlement(trx, settled, now);
  return settled;
}

async function isDepositRequest(trx: Trx, entryId: number): Promise<boolean> {
  const row = await trx.selectFrom('ledger_entries').select('type').where('id', '=', entryId).executeTakeFirst();
  return row?.type === ENTRY_TYPE.deposit;
}

/**
 * An operator's decision on a pending deposit or withdrawal (ops commands deposit:* and withdraw:*), in its own
 * transaction with its audit row (`by`): refuses an entry of the other kind, so `deposit:approve` can never pass a
 * withdrawal by a mistyped id.
 */
export async function decide(
  ledger: Ledger,
  db: Db,
  entryId: number,
  kind: EntryType,
  decision: Decision,
  by?: Actor,
  reason: string | null = null,
): Promise<Settled> {
  return db.transaction().execute(async (trx) => {
    const settled = await decideIn(ledger, trx, entryId, kind, decision, reason);
    if (by) await auditDecision(trx, by, settled, decision, {}, reason);
    return settled;
  });
}

/** The audit row of an operator's decision (the ops CLI's deposit:reject and withdraw:reject). */
export async function auditDecision(
  trx: Trx,
  by: Actor,
  { request }: Settled,
  decision: Decision,
  extra: object = {},
  reason: string | null = null,
): Promise<void> {
  const kind = request.type === ENTRY_TYPE.deposit ? 'deposit' : 'withdrawal';
  await decisionAudit(
    trx,
    by,
    kind,
    request,
    reason,
  )(`${kind}.${decision}`, { status: decision === 'approve' ? 'approved' : 'rejected', ...extra });
}

/** Writes the audit rows of one decision on a pending request: its target, what it was, and the decider's reason. */
export function decisionAudit(
  trx: Trx,
  by: Actor,
  kind: 'deposit' | 'withdrawal',
  request: { id: number; amount: number | string },
  reason: string | null = null,
): (action: AuditAction, after: object) => Promise<void> {
  return (action, after) =>
    writeAudit(trx, {
      ...by,
      action,
      target: `${kind}:${request.id}`,
      before: { status: 'pending', amount: Number(request.amount) },
      after,
      reason,
    });
}

/** decide() in the caller's transaction (the back office's, which also writes the audit row). */
export async function decideIn(
  ledger: Ledger,
  trx: Trx,
  entryId: number,
  kind: EntryType,
  decision: Decision,
  reason: string | null = null,
): Promise<Settled> {
  const row = await trx.selectFrom('ledger_entries').select(['type', 'settles']).where('id', '=', entryId).executeTakeFirst();
  if (!row) throw new LedgerError('entry_not_found', `entry ${entryId}`);
  if (row.type !== kind || row.settles !== null)
    throw new LedgerError('not_settleable', `entry ${entryId} is not a ${kind === ENTRY_TYPE.deposit ? 'deposit' : 'withdrawal'} request`);
  return settleRequest(ledger, trx, entryId, decision, Date.now(), reason);
}

/** One line per entry a decision wrote, for the operator. */
export function describeSettled({ request, entries }: Settled): string[] {
  const status = request.status === ENTRY_STATUS.passed ? 'approved' : 'rejected';
  return [
    `entry ${request.id} ${status}: ${formatMoney(request.amount)} for member ${request.userId}`,
    ...entries.map(
      (e) => `  wrote entry ${e.id}: ${e.delta >= 0 ? '+' : ''}${formatMoney(e.delta)} (balance ${formatMoney(e.balanceAfter)})`,
    ),
  ];
}
