// The one crediting recipe of a deposit (issue 38), whoever credits it: a cashier's approval of a request
// (wallet/deposits/decision.ts), the chain watcher closing a member's open request, or the watcher crediting a transfer
// with no request (wallet/deposits/chainDeposits.ts). The program in force is read once, in the crediting transaction, for
// both the bonus and the turnover: a later change reaches neither.
import type { Hex20 } from '../../chain/address';
import { SYSTEM_ACTOR, writeAudit } from '../../audit/log';
import type { Trx } from '../../db/schema';
import { depositCredit, ENTRY_TYPE, type Entry } from '../../domain/ledger';
import type { Ledger, Settled } from '../../ledger';
import { depositShield, type DepositShield } from '../../play/guards';
import { recordDirectDeposit, recordSettlement } from '../requests/decisions';
import { depositBonusProgram } from '../../promotions/programs';
import { recordCreditTurnover } from '../../promotions/turnover';

/**
 * What is credited: a pending request (approved), or a transfer with none (its amount to the member, `ref` naming it;
 * `timeZone`, the wallet's, sets the days of the member's deposit limits it counts toward).
 */
export type DepositSource = { request: number } | { userId: number; amount: number; ref: string; timeZone: string };

export interface Credited {
  /** The request approved (its new status), or null for a credit with none. */
  request: Settled['request'] | null;
  /** The deposit's credit, then its bonus when there is one. */
  entries: Entry[];
}

/**
 * Credits a deposit in the caller's transaction: the money and its bonus, the turnover they add, the member's message.
 * While player protection holds (a break running; for a transfer with no request, a deposit limit passed) the money is still credited, for it is the member's, but alone: no bonus, no turnover (so it
 * can be withdrawn at once), the member told why and the operator's audit log shown it.
 */
export async function creditDeposit(ledger: Ledger, trx: Trx, source: DepositSource, now: number): Promise<Credited> {
  const userId = 'request' in source ? await requesterOf(trx, source.request) : source.userId;
  const shield = await depositShield(trx, userId, now, 'request' in source ? null : { amount: source.amount, timeZone: source.timeZone });
  const program = shield ? { ...(await depositBonusProgram(trx)), enabled: false } : await depositBonusProgram(trx);
  let credited: Credited;
  if ('request' in source) {
    const settled = await ledger.settle(trx, source.request, 'approve', program, now);
    await recordSettlement(trx, settled, now, shield);
    credited = settled;
  } else {
    const entries: Entry[] = [];
    for (const posting of depositCredit(source.userId, source.amount, source.ref, null, program))
      entries.push(await ledger.post(trx, posting, now));
    await recordDirectDeposit(trx, { userId: source.userId, amount: source.amount, bonus: bonusOf(entries) }, now, shield);
    credited = { request: null, entries };
  }
  if (shield) await auditShielded(trx, userId, credited.entries, shield, now);
  else await recordCreditTurnover(trx, credited.entries, program, now);
  return credited;
}

async function requesterOf(trx: Trx, requestId: number): Promise<number> {
  const row = await trx.selectFrom('ledger_entries').select('user_id').where('id', '=', requestId).executeTakeFirstOrThrow();
  return Number(row.user_id);
}

/** The operator sees a deposit credited under protection in the audit log (`deposit.shielded`, by the system). */
async function auditShielded(trx: Trx, userId: number, entries: readonly Entry[], shield: DepositShield, now: number): Promise<void> {
  const deposit = entries.find((entry) => entry.type === ENTRY_TYPE.deposit)!;
  await writeAudit(
    trx,
    {
      ...SYSTEM_ACTOR,
      action: 'deposit.shielded',
      target: `member:${userId}`,
      after: { entry_id: deposit.id, amount: deposit.amount, bonus: 0, turnover: 0, because: shield },
    },
    now,
  );
}

/** The bonus a credit posted (0 when none). */
export function bonusOf(entries: readonly Entry[]): number {
  return entries.find((entry) => entry.type === ENTRY_TYPE.gift)?.amount ?? 0;
}

/** The deposit entry that credited the transfer `txHash` to the deposit address `to`, or null while none did. */
export async function creditedEntryOf(trx: Trx, txHash: string, to: Hex20): Promise<number | null> {
  return (await creditedTransferOf(trx, txHash, to))?.entryId ?? null;
}

/** The credit of the transaction `txHash` to the deposit address `to` (its entry and its path), or null while none. */
export async function creditedTransferOf(trx: Trx, txHash: string, to: Hex20): Promise<{ entryId: number; via: 'chain' | 'hand' } | null> {
  const row = await trx
    .selectFrom('credited_transfers')
    .select(['entry_id', 'via'])
    .where('tx_hash', '=', txHash)
    .where('to_address', '=', to)
    .executeTakeFirst();
  return row ? { entryId: Number(row.entry_id), via: row.via } : null;
}

/**
 * Records that a transfer is credited: the key (tx_hash, to_address) refuses a second row, so of two paths crediting
 * one transfer at once the second's transaction fails and credits nothing (migration 045).
 */
export async function recordCreditedTransfer(
  trx: Trx,
  credited: { txHash: string; to: Hex20; entryId: number; via: 'chain' | 'hand' },
  now: number,
): Promise<void> {
  await trx
    .insertInto('credited_transfers')
    .values({ tx_hash: credited.txHash, to_address: credited.to, entry_id: credited.entryId, via: credited.via, credited_at: now })
    .execute();
}
