// One clear payout flow (issue 38): a withdrawal is approved first (four eyes where the rules ask it), and only then
// does whoever sends the money record it, once: "paid with transaction …". The approval records its time and last
// approver (approved_withdrawals, migration 049); the payout row (chain_payouts) is what the chain watcher checks:
// from a payout address of the operator, to the bound address, of the amount, mined after that approval.
import { refuseWhileCaseOpen } from '../../aml/cases';
import { writeAudit, type Actor } from '../../audit/log';
import { InvalidAddressError, parseAddress, type Hex20 } from '../../chain/address';
import { normalizeTxHash } from '../../chain/txHash';
import { isUniqueViolation } from '../../db/errors';
import { isPostgres } from '../../db/rawStatement';
import type { Trx } from '../../db/schema';
import type { Deps } from '../../deps';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { AppError } from '../../i18n/errors';
import type { Ledger, Settled } from '../../ledger';
import { settleRequest } from '../requests/decide';
import { WALLET_ERR } from '../errors';

const USDT_DESTINATION = 'usdt:';

/** Approves a pending withdrawal in the caller's transaction and records when and by whom: its payout comes after. */
export async function approveWithdrawalIn(ledger: Ledger, trx: Trx, entryId: number, by: Actor, now: number): Promise<Settled> {
  const settled = await settleRequest(ledger, trx, entryId, 'approve', now);
  await trx.insertInto('approved_withdrawals').values({ entry_id: entryId, approved_by: by.actor, approved_at: now }).execute();
  return settled;
}

/** A transaction id as recorded (lowercase, 0x); takes TRON's form too (64 hex); refused (70052) otherwise. */
export function parseTxHash(raw: string): `0x${string}` {
  const hash = normalizeTxHash(raw);
  if (!hash) throw new AppError(WALLET_ERR.payoutTxMalformed);
  return hash;
}

export interface PayoutRecorded {
  txHash: `0x${string}`;
  /** The member's bound address, 20-byte hex. */
  to: Hex20;
}

/**
 * Records, as `by`, that an approved USDT withdrawal was paid by transaction `tx`, in the caller's transaction with its
 * audit row (`withdrawal.paid`). Recording, not deciding: any cashier may, the approver included. Refused, changing
 * nothing: a withdrawal not approved (70050), a bank one (70051), a malformed id (70052), a transaction already
 * recorded for another withdrawal (70053), a second payout of the same withdrawal (70054), a destination that is no
 * TRON address (70055), a member with an open anti-money-laundering case (70140).
 */
export async function markPaid(deps: Pick<Deps, 'now'>, trx: Trx, asked: { id: number; tx: string }, by: Actor): Promise<PayoutRecorded> {
  // Locked (PostgreSQL), so two records of one withdrawal's payout run one after the other: the second sees the first.
  const withdrawal = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'type', 'status', 'settles', 'ref', 'amount'])
    .where('id', '=', asked.id)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!withdrawal || withdrawal.type !== ENTRY_TYPE.withdrawal || withdrawal.settles !== null)
    throw new AppError(WALLET_ERR.payoutNotApproved, { id: asked.id });
  const recorded = await trx.selectFrom('chain_payouts').select('tx_hash').where('entry_id', '=', asked.id).executeTakeFirst();
  if (recorded) throw new AppError(WALLET_ERR.payoutRecorded, { id: asked.id, tx: recorded.tx_hash });
  const approval = await trx.selectFrom('approved_withdrawals').select('entry_id').where('entry_id', '=', asked.id).executeTakeFirst();
  if (withdrawal.status !== ENTRY_STATUS.passed || !approval) throw new AppError(WALLET_ERR.payoutNotApproved, { id: asked.id });
  // A case opened after the approval (a later deposit's, say) holds the money all the same.
  await refuseWhileCaseOpen(trx, Number(withdrawal.user_id));
  const to = payoutAddress(asked.id, withdrawal.ref);
  const txHash = parseTxHash(asked.tx);
  const taken = await trx.selectFrom('chain_payouts').select('entry_id').where('tx_hash', '=', txHash).executeTakeFirst();
  if (taken) throw new AppError(WALLET_ERR.payoutTxTaken, { tx: txHash });
  const now = deps.now();
  try {
    await trx
      .insertInto('chain_payouts')
      .values({
        entry_id: asked.id,
        tx_hash: txHash,
        to_address: to,
        amount: Number(withdrawal.amount),
        state: 'pending',
        found: null,
        block_number: null,
        recorded_at: now,
        checked_at: null,
      })
      .execute();
  } catch (error) {
    // The check above raced another withdrawal's record of the same hash: the unique key decides.
    if (isUniqueViolation(error)) throw new AppError(WALLET_ERR.payoutTxTaken, { tx: txHash });
    throw error;
  }
  await writeAudit(
    trx,
    {
      ...by,
      action: 'withdrawal.paid',
      target: `withdrawal:${asked.id}`,
      before: { status: 'approved', amount: Number(withdrawal.amount) },
      after: { status: 'paid', tx: txHash, to },
    },
    now,
  );
  return { txHash, to };
}

/** The 20-byte address a withdrawal's payout must reach (its destination, recorded at hold time). */
function payoutAddress(id: number, destination: string | null): Hex20 {
  if (!destination?.startsWith(USDT_DESTINATION)) throw new AppError(WALLET_ERR.payoutBank, { id });
  const address = destination.slice(USDT_DESTINATION.length);
  try {
    return parseAddress(address);
  } catch (error) {
    if (!(error instanceof InvalidAddressError)) throw error;
    throw new AppError(WALLET_ERR.payoutNoAddress, { id, address });
  }
}
