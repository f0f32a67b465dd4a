// A cashier's decision on a pending deposit request (the console's queue; the ops CLI's deposit:*): one service, in
// the caller's transaction with its audit row. An approval names the transaction that paid it, credited once
// whichever path comes first (credited_transfers); above OPS_SECOND_DEPOSIT_APPROVAL_ABOVE it needs two operators.
import { screenDeposit } from '../../aml/screening';
import { formatMoney } from 'shared-contracts';
import type { Actor } from '../../audit/log';
import { InvalidAddressError, parseAddress, type Hex20 } from '../../chain/address';
import { connectNode } from '../../chain/node';
import type { RawLog } from '../../chain/rpc';
import { AmountOutOfRangeError, decodeTransfer, MalformedTransferError, usdtToMinor } from '../../chain/transfers';
import { normalizeTxHash } from '../../chain/txHash';
import { watchingNow } from '../../chain/watchState';
import type { Trx } from '../../db/schema';
import type { Deps } from '../../deps';
import { ENTRY_TYPE } from '../../domain/ledger';
import { AppError } from '../../i18n/errors';
import { approvalsOf, recordApproval } from '../requests/approvals';
import { creditedEntryOf, recordCreditedTransfer } from './creditDeposit';
import { decideIn, decisionAudit } from '../requests/decide';
import { WALLET_ERR } from '../errors';
import type { PendingRequest } from '../withdrawals/decision';

export interface DepositDecision {
  id: number;
  decision: 'approve' | 'reject';
  /** The transaction that paid it: required to approve (TRON's 64 hex digits, or 0x + 64). */
  tx?: string | undefined;
  reason?: string | undefined;
}

/**
 * Approves or rejects a pending deposit as `by`. While the api's chain watcher runs (its stored heartbeat, never this
 * process's settings), deposits are credited from the chain, never by hand.
 */
export async function decideDeposit(
  deps: Deps,
  trx: Trx,
  request: PendingRequest,
  asked: DepositDecision,
  by: Actor,
): Promise<'approved' | 'rejected' | 'awaiting_second'> {
  const audit = decisionAudit(trx, by, 'deposit', request, asked.reason ?? null);
  if (asked.decision === 'reject') {
    await decideIn(deps.ledger, trx, asked.id, ENTRY_TYPE.deposit, 'reject');
    await audit('deposit.reject', { status: 'rejected' });
    return 'rejected';
  }
  if (await watchingNow(trx)) throw new AppError(WALLET_ERR.depositsFromChain);
  const tx = asked.tx === undefined ? null : normalizeTxHash(asked.tx);
  if (tx === null) throw new AppError(WALLET_ERR.depositTxRequired);
  const to = await depositAddressOf(trx, request.user_id, await refOf(trx, asked.id));
  if ((await creditedEntryOf(trx, tx, to)) !== null) throw new AppError(WALLET_ERR.depositTxCredited, { tx });
  await checkOnChain(deps, tx, to, Number(request.amount));
  if (depositNeedsTwo(deps, request)) {
    const earlier = await approvalsOf(trx, asked.id);
    if (earlier.includes(by.actor)) throw new AppError(WALLET_ERR.depositSecondApprover);
    if (earlier.length === 0) {
      await recordApproval(trx, asked.id, by, deps.now());
      await audit('deposit.firstApproval', { status: 'awaiting_second', tx });
      return 'awaiting_second';
    }
  }
  const { entries } = await decideIn(deps.ledger, trx, asked.id, ENTRY_TYPE.deposit, 'approve');
  const credit = entries.find((entry) => entry.type === ENTRY_TYPE.deposit)!;
  await recordCreditedTransfer(trx, { txHash: tx, to, entryId: credit.id, via: 'hand' }, deps.now());
  // The sender of a transfer approved by hand is not read: the deny-list screens the chain watcher's credits.
  await screenDeposit(trx, deps.config.aml, { userId: request.user_id, entryId: credit.id, amount: credit.amount, from: null }, deps.now());
  await audit('deposit.approve', { status: 'approved', tx, address: to });
  return 'approved';
}

async function refOf(trx: Trx, entryId: number): Promise<string> {
  return (await trx.selectFrom('ledger_entries').select('ref').where('id', '=', entryId).executeTakeFirstOrThrow()).ref ?? '';
}

/**
 * The address the request was paid to: the member's deposit address as the watcher keys it (deposit_addresses), else
 * the one the request shows (its ref) in that form; a ref that is no TRON address (test data) is kept as it is.
 */
export async function depositAddressOf(trx: Trx, userId: number, shown: string): Promise<Hex20> {
  const row = await trx.selectFrom('deposit_addresses').select('address').where('user_id', '=', userId).executeTakeFirst();
  if (row) return row.address as Hex20;
  try {
    return parseAddress(shown);
  } catch (error) {
    if (error instanceof InvalidAddressError) return shown as Hex20;
    throw error;
  }
}

/**
 * With a node configured where this runs (TRON_JSONRPC_URL), the named transaction must be a mined, successful
 * transfer of the token moving exactly `amount` (the request's, or an open deposit's stated one) to the member's deposit address. A node that does not
 * answer refuses the approval (ChainUnavailableError): nothing is credited on an unchecked word.
 */
export async function checkOnChain(deps: Deps, tx: `0x${string}`, to: Hex20, amount: number): Promise<void> {
  const { jsonRpcUrl, usdtContract } = deps.config.chain;
  if (!jsonRpcUrl) return;
  const receipt = await connectNode({ ...deps.config.chain, jsonRpcUrl }).getTransactionReceipt(tx);
  const pays = (log: RawLog): boolean => {
    if (log.address !== usdtContract) return false;
    try {
      const transfer = decodeTransfer(log);
      return transfer.to === to && usdtToMinor(transfer.rawAmount).minor === amount;
    } catch (error) {
      if (error instanceof MalformedTransferError || error instanceof AmountOutOfRangeError) return false;
      throw error;
    }
  };
  if (!receipt || receipt.success === false || !receipt.logs.some(pays))
    throw new AppError(WALLET_ERR.depositTxNotOnChain, { tx, amount: formatMoney(amount) });
}

/** Whether approving the deposit by hand takes two operators (what decideDeposit weighs; the queue shows it). */
export function depositNeedsTwo(deps: Pick<Deps, 'config'>, request: Pick<PendingRequest, 'amount'>): boolean {
  return Number(request.amount) > deps.config.wallet.secondDepositApprovalAbove;
}
