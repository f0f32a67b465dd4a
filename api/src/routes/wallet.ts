import type { FastifyInstance } from 'fastify';
import type { Locale } from 'shared-contracts';
import { wallet, type FundLog } from 'shared-contracts/api';
import { checkSecurityCode } from '../accounts/securityCode';
import type { Db, Trx } from '../db/schema';
import {
  DEPOSIT_BONUS_PERCENT,
  dateRange,
  depositRequest,
  refusalBeforeCode,
  refusalOfAmount,
  refusalOfDeposit,
  statusAt,
  withdrawalHold,
  type Entry,
  type EntryType,
} from '../domain/ledger';
import { serverMark } from '../domain/ledger/marks';
import { checkDateRange } from '../http/dates';
import { translate, type MessageKey } from '../http/i18n';
import { readCall, writeCall } from '../http/route';
import { depositRequestOf, ledger } from '../ledger';
import { guardDeposit } from '../play/guards';
import { DepositAddresses, loadOperatorKey } from '../wallet';
import { refuse, refuseDeposit, walletErrorOf } from './walletErrors';

/**
 * The wallet calls of docs/api.md: fund log, withdrawal info and action, deposit address, requests and their list.
 * Every balance change goes through the ledger, in the call's transaction (so with its Idempotency-Key).
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
    handle: async ({ db, user, input, lang }) => {
      const { begin, end } = checkDateRange(input, lang, timeZone);
      const entries = await ledger.listEntries(db, user.id, {
        ...dateRange(begin, end, timeZone),
        type: input.type as EntryType | undefined,
        page: input.page,
      });
      const now = Date.now();
      return entries.map((entry) => fundLogOf(entry, lang, now));
    },
  });

  readCall(app, wallet.withdrawInfo, { handle: async ({ db, user }) => withdrawInfo(db, user.id) });

  readCall(app, wallet.withdrawReviewList, {
    handle: async ({ db, user }) =>
      (await ledger.listWithdrawalsUnderReview(db, user.id)).map((entry) => ({
        id: entry.id,
        amount: entry.amount,
        createtime: Math.floor(entry.createdAt / 1000),
      })),
  });

  writeCall(app, wallet.withdrawAction, {
    // Checks in the spec's order, before the transaction (the code check is a slow, throttled hash).
    prepare: async ({ db, user, input }) => {
      const member = await db
        .selectFrom('users')
        .select(['group_id', 'security_code_hash', 'money'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const bindings = await db
        .selectFrom('pay_infos')
        .select(['acc', 'acc_name', 'acc_bank'])
        .where('user_id', '=', user.id)
        .where('type', '=', input.type)
        .orderBy('id')
        .execute();
      const binding = bindings[input.index];
      refuse(refusalBeforeCode({ groupId: member.group_id, hasBinding: !!binding, securityCodeSet: !!member.security_code_hash }));
      await checkSecurityCode(app, user.id, input.securityCode);
      refuse(refusalOfAmount({ amount: input.money, balance: Number(member.money) }));
      return input.type === 1 ? `usdt:${binding!.acc}` : `bank:${binding!.acc_bank} ${binding!.acc_name}`;
    },
    // The hold: the guarded debit refuses again if the balance moved meanwhile.
    handle: async ({ db, user, input }, destination) => {
      await postOrRefuse(db, withdrawalHold(user.id, input.money!, destination));
      return withdrawInfo(db, user.id);
    },
    message: 'server.submitted',
  });

  readCall(app, wallet.rechargeInfo, {
    handle: async ({ user }) => ({
      address: addresses.addressOf(user.id),
      bonus_percent: DEPOSIT_BONUS_PERCENT,
      window_minutes: wallet.DEPOSIT_WINDOW_MINUTES,
    }),
  });

  writeCall(app, wallet.recharge, {
    // The member's row is locked first (PostgreSQL; SQLite runs one transaction at a time), so each request counts
    // the open ones after the previous one committed: of any number sent at once, at most MAX_OPEN_DEPOSITS open.
    handle: async ({ db, user, input }) => {
      const member = await db
        .selectFrom('users')
        .select('group_id')
        .where('id', '=', user.id)
        .$if(app.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirstOrThrow();
      // The member's break and deposit limits (src/play), counted under the same lock; Date.now stamps the request.
      await guardDeposit(db, user.id, input.amount, Date.now(), timeZone);
      const openRequests = await ledger.openDeposits(db, user.id);
      refuseDeposit(
        refusalOfDeposit({ groupId: member.group_id, amount: input.amount, maxAmount: depositMaxAmount, openRequests }),
        depositMaxAmount,
      );
      const address = addresses.addressOf(user.id);
      const entry = await postOrRefuse(db, depositRequest(user.id, input.amount, address));
      return depositRequestOf(entry, null, entry.createdAt);
    },
    message: 'server.submitted',
  });

  readCall(app, wallet.rechargeList, { handle: async ({ db, user, input }) => ledger.listDepositRequests(db, user.id, input.page) });
}

async function postOrRefuse(db: Db | Trx, posting: Parameters<typeof ledger.post>[1]): Promise<Entry> {
  try {
    return await ledger.post(db, posting);
  } catch (error) {
    throw walletErrorOf(error);
  }
}

async function withdrawInfo(db: Db | Trx, userId: number) {
  const bindings = await db
    .selectFrom('pay_infos')
    .select(['type', 'acc', 'acc_name', 'acc_bank'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    money: await ledger.balanceOf(db, userId),
    usdt_address: bindings.filter((b) => b.type === 1).map((b) => ({ acc_name: b.acc_name, acc: b.acc })),
    bank_address: bindings.filter((b) => b.type === 0).map((b) => ({ acc: b.acc, acc_name: b.acc_name, acc_bank: b.acc_bank })),
  };
}

/** A mark the server wrote (an i18n key, maybe with values: domain/ledger/marks.ts) in the reader's language; free text as written. */
function markText(lang: Locale, mark: string): string {
  const written = serverMark(mark);
  return written ? translate(lang, written.key as MessageKey, written.params) : mark;
}

function fundLogOf(entry: Entry, lang: Locale, now: number): FundLog {
  return {
    id: entry.id,
    createtime: Math.floor(entry.createdAt / 1000),
    type: entry.type,
    mark: markText(lang, entry.mark),
    status: statusAt(entry, now), // an expired deposit request shows rejected before the sweeper records it
    quantity: entry.amount,
    delta: entry.delta,
    over: entry.over,
  };
}
