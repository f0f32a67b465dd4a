import { screenWithdrawal } from '../aml/screening';
import type { FastifyInstance } from 'fastify';
import { refuseBelowLevel } from '../verification/levels';
import { GROUP_MEMBER, type Locale } from 'shared-contracts';
import { wallet, type FundLog } from 'shared-contracts/api';
import { ENTRY_TYPE, statusAt, type Entry, type EntryType } from '../domain/ledger';
import { serverMark } from '../domain/ledger/marks';
import { dateRange } from '../domain/time';
import { fixedDepositStandingOf } from '../promotions/fixedDeposit/standing';
import { checkDateRange } from '../http/dates';
import { readCall, writeCall } from '../http/route';
import { translate, type MessageKey } from '../i18n/translate';
import { DepositAddresses, loadOperatorKey } from '../wallet';
import { rememberDepositAddress } from '../wallet/deposits/addressBook';
import { keepOpenDeposit } from '../wallet/deposits/openDeposits';
import { listDepositRequests } from '../wallet/deposits/requests';
import { confirmationMinutes, rechargePromotion, requestDeposit } from '../wallet/deposits/recharges';
import { payoutsOf } from '../wallet/withdrawals/payouts';
import { listTurnover } from '../promotions/turnover';
import { checkWithdrawal, holdWithdrawal, rejectReasonsOf, withdrawalsUnderReview, withdrawInfo } from '../wallet/withdrawals/withdrawals';

/**
 * The wallet calls of docs/api.md: fund log, turnover statement, withdrawal info and action, deposit address, requests
 * and their list. The use cases live in src/wallet; every balance change goes through the ledger, in the call's
 * transaction (so with its Idempotency-Key).
 */
export default async function walletRoutes(app: FastifyInstance) {
  const operatorKey = loadOperatorKey(app.config.wallet.depositXpub, app.config.dataDir);
  if (operatorKey.source === 'demo') {
    app.log.warn(
      'deposit addresses come from a DEMO key (DATA_DIR/deposit-xpub.txt) whose private side nobody holds: set DEPOSIT_XPUB in production',
    );
  }
  const addresses = new DepositAddresses(operatorKey.xpub);
  const { timeZone, depositMaxAmount } = app.config.wallet;

  readCall(app, wallet.quantityLogList, {
    handle: async ({ db, user, input, lang, dialect }) => {
      const { begin, end } = checkDateRange(input, lang, timeZone, dialect);
      const entries = await app.ledger.listEntries(db, user.id, {
        ...dateRange(begin, end, timeZone),
        type: input.type as EntryType | undefined,
        page: input.page,
      });
      const now = Date.now();
      const payouts = await payoutsOf(
        db,
        user.id,
        entries.filter((entry) => entry.type === ENTRY_TYPE.withdrawal).map((entry) => entry.id),
      );
      const reasons = await rejectReasonsOf(db, user.id, entries);
      return entries.map((entry) => ({
        ...fundLogOf(entry, lang, now),
        ...payoutOf(payouts.get(entry.id)),
        ...(reasons.has(entry.id) ? { reason: reasons.get(entry.id)! } : {}),
      }));
    },
  });

  readCall(app, wallet.withdrawInfo, { handle: async ({ db, user }) => withdrawInfo(app.ledger, db, user.id) });

  readCall(app, wallet.fixedDepositStanding, {
    handle: async ({ db, user }) => fixedDepositStandingOf(db, { id: user.id, eligible: user.group_id === GROUP_MEMBER }, timeZone),
  });

  readCall(app, wallet.turnoverLogList, { handle: async ({ db, user, input }) => listTurnover(db, user.id, input.page) });

  readCall(app, wallet.withdrawReviewList, { handle: async ({ db, user }) => withdrawalsUnderReview(app.ledger, db, user.id) });

  writeCall(app, wallet.withdrawAction, {
    prepare: async ({ user, input }) =>
      checkWithdrawal(app.deps, app.throttles.securityCode, user.id, {
        type: input.type,
        index: input.index,
        amount: input.money,
        securityCode: input.securityCode,
      }),
    handle: async ({ db, user, input }, destination) => {
      const hold = await holdWithdrawal(app.ledger, db, user.id, input.money!, destination);
      await refuseBelowLevel(db, app.config.verification, user.id, input.money!, app.deps.now());
      // A case it opens holds the withdrawal at the cashier's; the member sees it under review as any other.
      await screenWithdrawal(db, app.config.aml, { userId: user.id, entryId: hold.id, amount: hold.amount, destination }, hold.createdAt);
      return withdrawInfo(app.ledger, db, user.id);
    },
    message: 'server.submitted',
    // A disabled account (and an excluded member: no guard here) withdraws its balance: the money is the member's.
    whileDisabled: true,
  });

  // Members whose address this process has recorded (deposit_addresses): one write per member, not per call.
  const recorded = new Set<number>();
  const { jsonRpcUrl, confirmations } = app.config.chain;
  // With the chain watcher on, the screen tells the member a transfer is credited by itself, and about when.
  const autoCredit = jsonRpcUrl ? { auto_credit: { confirm_minutes: confirmationMinutes(confirmations) } } : {};
  readCall(app, wallet.rechargeInfo, {
    handle: async ({ db, user, dialect }) => {
      const address = addresses.addressOf(user.id);
      const member = user.group_id === GROUP_MEMBER;
      const depositing = member && !user.disabled;
      // The chain watcher finds the member of a transfer by the address shown here; a guest's is never credited.
      if (member && !recorded.has(user.id)) {
        await rememberDepositAddress(db, user.id, address);
        recorded.add(user.id);
      }
      // The original client's deposit page (`recharge {}`) is all it has to deposit: showing it opens the cashier's
      // open-amount deposit (our own app opens a request of an amount instead).
      const open =
        dialect === 'legacy' && depositing
          ? { open_deposit: await keepOpenDeposit(app.db, { userId: user.id, address }, app.deps.now()) }
          : {};
      return { address, ...(await rechargePromotion(db)), window_minutes: wallet.DEPOSIT_WINDOW_MINUTES, ...autoCredit, ...open };
    },
  });

  writeCall(app, wallet.recharge, {
    handle: async ({ db, user, input }) =>
      requestDeposit(app.ledger, db, {
        userId: user.id,
        amount: input.amount,
        address: addresses.addressOf(user.id),
        timeZone,
        maxAmount: depositMaxAmount,
        lock: app.dialect === 'postgres',
      }),
    message: 'server.submitted',
  });

  readCall(app, wallet.rechargeList, { handle: async ({ db, user, input }) => listDepositRequests(db, user.id, input.page) });
}

/** A mark the server wrote (an i18n key, maybe with values: domain/ledger/marks.ts) in the reader's language; free text as written. */
function markText(lang: Locale, mark: string): string {
  const written = serverMark(mark);
  return written ? translate(lang, written.key as MessageKey, written.params) : mark;
}

/** A withdrawal's recorded payout on the fund log (payout_tx, payout_state); nothing for an entry without one. */
export function payoutOf(payout: { txHash: string; state: wallet.PayoutState } | undefined): Pick<FundLog, 'payout_tx' | 'payout_state'> {
  return payout ? { payout_tx: payout.txHash, payout_state: payout.state } : {};
}

export function fundLogOf(entry: Entry, lang: Locale, now: number): FundLog {
  return {
    id: entry.id,
    createtime: Math.floor(entry.createdAt / 1000),
    type: entry.type,
    mark: markText(lang, entry.mark),
    status: statusAt(entry, now), // an expired deposit request shows rejected before the sweeper records it
    quantity: entry.amount,
    delta: entry.delta,
    over: entry.balanceAfter,
  };
}
