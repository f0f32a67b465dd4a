import type { DepositPromotion, DepositRequest } from 'shared-contracts/api';
import { walletStandingOf } from '../../accounts/users';
import type { Db, Trx } from '../../db/schema';
import { depositRequest, refusalOfDeposit } from '../../domain/ledger';
import type { Ledger } from '../../ledger';
import { guardDeposit } from '../../play/guards';
import { depositRequestOf } from './requests';
import { refuseDeposit } from '../errors';
import { depositBonusProgram, depositPromotionOf } from '../../promotions/programs';
import { postOrRefuse } from '../requests/posting';

export interface RechargeAsked {
  userId: number;
  amount: number;
  /** The member's deposit address (wallet/deposits/addresses.ts). */
  address: string;
  /** WALLET_TIME_ZONE: the days of the member's deposit limits. */
  timeZone: string;
  /** DEPOSIT_MAX_AMOUNT in minor units. */
  maxAmount: number;
  /** Lock the member's row first (PostgreSQL; SQLite runs one transaction at a time). */
  lock: boolean;
}

/**
 * A member's deposit request, in the call's transaction. The member's row is locked first, so each request counts the
 * open ones after the previous one committed: of any number sent at once, at most MAX_OPEN_DEPOSITS are open.
 */
export async function requestDeposit(ledger: Ledger, trx: Db | Trx, asked: RechargeAsked): Promise<DepositRequest> {
  const { userId, amount, maxAmount } = asked;
  const member = await walletStandingOf(trx, userId, asked.lock);
  // The member's break and deposit limits (src/play), counted under the same lock; Date.now stamps the request.
  await guardDeposit(trx, userId, amount, Date.now(), asked.timeZone);
  const openRequests = await ledger.openDeposits(trx, userId);
  refuseDeposit(refusalOfDeposit({ groupId: member.groupId, amount, maxAmount, openRequests }), maxAmount);
  const entry = await postOrRefuse(ledger, trx, depositRequest(userId, amount, asked.address));
  return depositRequestOf(entry, null, entry.createdAt, await depositBonusProgram(trx));
}

/** TRON makes a block every 3 s. */
const TRON_BLOCK_MS = 3_000;

/** About how long a transfer waits for its CHAIN_CONFIRMATIONS blocks before the chain watcher credits it, in whole minutes. */
export function confirmationMinutes(confirmations: number): number {
  return Math.max(1, Math.ceil((confirmations * TRON_BLOCK_MS) / 60_000));
}

/** rechargeInfo's promotion: the program in force, and its percent (0 while it is off). */
export async function rechargePromotion(db: Db | Trx): Promise<{ bonus_percent: number; promotion: DepositPromotion }> {
  const program = await depositBonusProgram(db);
  return { bonus_percent: program.enabled ? program.percent : 0, promotion: depositPromotionOf(program) };
}
