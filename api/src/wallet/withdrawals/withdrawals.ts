import type { WithdrawalUnderReview } from 'shared-contracts/api';
import { bindingsOf, refuseUnpayableWallet } from '../../accounts/bindings';
import { withdrawalsHeldUntil } from '../../accounts/recovery';
import { checkSecurityCode } from '../../accounts/securityCode';
import { toUnixSeconds, wallClock } from '../../domain/time';
import { AppError } from '../../i18n/errors';
import type { Binding } from '../../accounts/tables';
import { walletStandingOf } from '../../accounts/users';
import type { Db, Trx } from '../../db/schema';
import type { Deps } from '../../deps';
import {
  ENTRY_STATUS,
  ENTRY_TYPE,
  reasonOfReturn,
  refusalBeforeCode,
  refusalOfAmount,
  withdrawalHold,
  type Entry,
} from '../../domain/ledger';
import type { Ledger } from '../../ledger';
import type { Throttle } from '../../security/throttle';
import { refuse, refuseWhileTurnoverLeft, WALLET_ERR } from '../errors';
import { postOrRefuse } from '../requests/posting';
import { termAtStake } from '../../promotions/fixedDeposit/standing';
import { turnoverLeftOf, turnoverStandingOf } from '../../promotions/turnover';

/**
 * What the withdrawal page shows: the balance, the turnover left before a withdrawal, the fixed-deposit term a
 * withdrawal would forfeit, until when withdrawals wait after an account reset, and where money can go.
 */
export async function withdrawInfo(ledger: Ledger, db: Db | Trx, userId: number) {
  const bindings = await bindingsOf(db, userId);
  const heldUntil = await withdrawalsHeldUntil(db, userId);
  return {
    money: await ledger.balanceOf(db, userId),
    turnover: await turnoverStandingOf(db, userId),
    fixed_deposit_term: await termAtStake(db, userId),
    held_until: heldUntil === null ? null : toUnixSeconds(heldUntil),
    usdt_address: bindings.filter((b) => b.type === 1).map((b) => ({ acc_name: b.acc_name, acc: b.acc })),
    bank_address: bindings.filter((b) => b.type === 0).map((b) => ({ acc: b.acc, acc_name: b.acc_name, acc_bank: b.acc_bank })),
  };
}

/**
 * Why the cashier rejected each of these withdrawal requests of the member's (issue 42), by request: the reason its
 * return's mark keeps (whose own words already say it); requests rejected without one are absent.
 */
export async function rejectReasonsOf(db: Db | Trx, userId: number, entries: readonly Entry[]): Promise<Map<number, string>> {
  const reasons = new Map<number, string>();
  const requests = entries
    .filter((entry) => entry.type === ENTRY_TYPE.withdrawal && entry.status === ENTRY_STATUS.rejected && entry.settles == null)
    .map((entry) => entry.id);
  if (requests.length === 0) return reasons;
  const returns = await db
    .selectFrom('ledger_entries')
    .select(['settles', 'mark'])
    .where('user_id', '=', userId)
    .where('type', '=', ENTRY_TYPE.withdrawal)
    .where('settles', 'in', requests)
    .execute();
  for (const row of returns) {
    const reason = reasonOfReturn(row.mark);
    if (reason !== null) reasons.set(Number(row.settles), reason);
  }
  return reasons;
}

/** The member's withdrawals the operator has not decided yet, newest first. */
export async function withdrawalsUnderReview(ledger: Ledger, db: Db | Trx, userId: number): Promise<WithdrawalUnderReview[]> {
  return (await ledger.listWithdrawalsUnderReview(db, userId)).map((entry) => ({
    id: entry.id,
    amount: entry.amount,
    createtime: Math.floor(entry.createdAt / 1000),
  }));
}

export interface WithdrawalAsked {
  /** 0 bank card, 1 virtual wallet. */
  type: number;
  /** Which of the member's bindings of `type`. */
  index: number;
  amount: number | undefined;
  securityCode: string;
}

/**
 * Checks a withdrawal in the spec's order (member, binding, code set, the code itself, then 24 hours since an account
 * reset, the amount) and answers where the money goes. Before the transaction: the code check is a slow, throttled hash
 * (`codeThrottle`, accounts/securityCode.ts). The turnover comes last, in the hold's transaction.
 */
export async function checkWithdrawal(
  deps: Pick<Deps, 'db' | 'config'>,
  codeThrottle: Throttle,
  userId: number,
  asked: WithdrawalAsked,
): Promise<string> {
  const { db, config } = deps;
  const member = await walletStandingOf(db, userId);
  const binding = (await bindingsOf(db, userId)).filter((b) => b.type === asked.type)[asked.index];
  refuse(refusalBeforeCode({ groupId: member.groupId, hasBinding: !!binding, securityCodeSet: member.securityCodeSet }));
  await checkSecurityCode(deps, codeThrottle, userId, asked.securityCode);
  const held = await withdrawalsHeldUntil(db, userId);
  if (held !== null) throw new AppError(WALLET_ERR.afterReset, { until: wallClock(held, config.wallet.timeZone) });
  refuse(refusalOfAmount({ amount: asked.amount, balance: member.balance }));
  // A wallet bound before deposit addresses (or the operator's payout wallets) were refused as payout wallets.
  if (asked.type === 1) await refuseUnpayableWallet(db, binding!.acc, config.chain.payoutAddresses);
  return destinationOf(binding!);
}

/** Where a withdrawal to a binding goes, as its entry records it: 'usdt:<address>' or 'bank:<bank> <card number>'. */
export function destinationOf(binding: Pick<Binding, 'type' | 'acc' | 'acc_name' | 'acc_bank'>): string {
  return binding.type === 1 ? `usdt:${binding.acc}` : `bank:${binding.acc_bank} ${binding.acc_name}`;
}

/**
 * The hold, in the call's transaction: the guarded debit refuses again if the balance moved since the check; then,
 * under the row lock the debit took, the withdrawal waits while turnover is left (the hold rolls back with the refusal).
 */
export async function holdWithdrawal(ledger: Ledger, trx: Db | Trx, userId: number, amount: number, destination: string): Promise<Entry> {
  const hold = await postOrRefuse(ledger, trx, withdrawalHold(userId, amount, destination));
  refuseWhileTurnoverLeft(await turnoverLeftOf(trx, userId));
  return hold;
}
