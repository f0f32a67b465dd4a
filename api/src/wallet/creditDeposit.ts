// The one crediting recipe of a deposit (issue 38), whoever credits it: a cashier's approval of a request
// (wallet/depositDecision.ts), the chain watcher closing a member's open request, or the watcher crediting a transfer
// with no request (wallet/chainDeposits.ts). The program in force is read once, in the crediting transaction, for
// both the bonus and the turnover: a later change reaches neither.
import type { Hex20 } from '../chain/address';
import type { Trx } from '../db/schema';
import { depositCredit, ENTRY_TYPE, type Entry } from '../domain/ledger';
import type { Ledger, Settled } from '../ledger';
import { recordDirectDeposit, recordSettlement } from './decisions';
import { depositBonusProgram } from './programs';
import { recordCreditTurnover } from './turnover';

/** What is credited: a pending request (approved), or a transfer with none (its amount to the member, `ref` naming it). */
export type DepositSource = { request: number } | { userId: number; amount: number; ref: string };

export interface Credited {
  /** The request approved (its new status), or null for a credit with none. */
  request: Settled['request'] | null;
  /** The deposit's credit, then its bonus when there is one. */
  entries: Entry[];
}

/** Credits a deposit in the caller's transaction: the money and its bonus, the turnover they add, the member's message. */
export async function creditDeposit(ledger: Ledger, trx: Trx, source: DepositSource, now: number): Promise<Credited> {
  const program = await depositBonusProgram(trx);
  let credited: Credited;
  if ('request' in source) {
    const settled = await ledger.settle(trx, source.request, 'approve', program, now);
    await recordSettlement(trx, settled, now);
    credited = settled;
  } else {
    const entries: Entry[] = [];
    for (const posting of depositCredit(source.userId, source.amount, source.ref, null, program))
      entries.push(await ledger.post(trx, posting, now));
    await recordDirectDeposit(trx, { userId: source.userId, amount: source.amount, bonus: bonusOf(entries) }, now);
    credited = { request: null, entries };
  }
  await recordCreditTurnover(trx, credited.entries, program, now);
  return credited;
}

/** The bonus a credit posted (0 when none). */
export function bonusOf(entries: readonly Entry[]): number {
  return entries.find((entry) => entry.type === ENTRY_TYPE.gift)?.amount ?? 0;
}

/** The deposit entry that credited the transfer `txHash` to the deposit address `to`, or null while none did. */
export async function creditedEntryOf(trx: Trx, txHash: string, to: Hex20): Promise<number | null> {
  const row = await trx
    .selectFrom('credited_transfers')
    .select('entry_id')
    .where('tx_hash', '=', txHash)
    .where('to_address', '=', to)
    .executeTakeFirst();
  return row ? Number(row.entry_id) : null;
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
