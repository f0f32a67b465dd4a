import { wallet, type MessageKind } from 'shared-contracts/api';
import type { Trx } from '../../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE, reasonOfReturn } from '../../domain/ledger';
import { writeMessage } from '../../messages/write';
import type { Settled } from '../../ledger';
import type { DepositShield } from '../../play/guards';
import type { DepositOutcome } from '../tables';

/**
 * What a decision on a request records beside the money, in its transaction: a deposit's outcome (the request's
 * status cannot tell a rejection from an expiry) and the member's in-site message.
 */
export async function recordSettlement(
  trx: Trx,
  { request, entries }: Settled,
  now: number,
  shield: DepositShield | null = null,
): Promise<void> {
  const { userId, amount } = request;
  const approved = request.status === ENTRY_STATUS.passed;
  if (request.type === ENTRY_TYPE.withdrawal) {
    // The cashier's reason, kept on the return (its mark), is told in the member's message.
    const reason = approved ? null : entries.map((entry) => reasonOfReturn(entry.mark)).find((said) => said !== null);
    if (reason) await writeMessage(trx, { userId, kind: 'withdrawal_rejected_because', params: { amount, reason }, now });
    else await writeMessage(trx, { userId, kind: approved ? 'withdrawal_paid' : 'withdrawal_rejected', params: { amount }, now });
    return;
  }
  if (approved) {
    const bonus = entries.find((entry) => entry.type === ENTRY_TYPE.gift)?.amount ?? 0;
    await recordOutcome(trx, request.id, 'credited', bonus);
    await writeMessage(trx, { userId, kind: creditedKind(shield), params: { amount, bonus }, now });
  } else {
    await recordOutcome(trx, request.id, 'rejected');
    await writeMessage(trx, { userId, kind: 'deposit_rejected', params: { amount }, now });
  }
}

/** A deposit credited with no request to settle (a transfer seen on chain, wallet/deposits/chainDeposits.ts): the member's message. */
export async function recordDirectDeposit(
  trx: Trx,
  credit: { userId: number; amount: number; bonus: number },
  now: number,
  shield: DepositShield | null = null,
): Promise<void> {
  const { userId, amount, bonus } = credit;
  await writeMessage(trx, { userId, kind: creditedKind(shield), params: { amount, bonus }, now });
}

/** A credit's message: with its bonus, or why protection left it without one. */
function creditedKind(shield: DepositShield | null): MessageKind {
  if (shield === 'break') return 'deposit_credited_on_break';
  return shield === 'limit' ? 'deposit_credited_past_limit' : 'deposit_credited';
}

/** Deposit requests whose window passed unapproved (expireDeposits, deposits/expiry.ts): their outcome and each member's message. */
export async function recordExpiries(trx: Trx, expired: Array<{ id: number; userId: number; amount: number }>, now: number): Promise<void> {
  for (const request of expired) {
    await recordOutcome(trx, request.id, 'expired');
    await writeMessage(trx, {
      userId: request.userId,
      kind: 'deposit_expired',
      params: { amount: request.amount, minutes: wallet.DEPOSIT_WINDOW_MINUTES },
      now,
    });
  }
}

async function recordOutcome(trx: Trx, requestId: number, outcome: DepositOutcome, bonus = 0): Promise<void> {
  await trx.insertInto('deposit_outcomes').values({ request_id: requestId, outcome, bonus }).execute();
}
