import { formatMoney, parseMoney } from 'shared-contracts';
import { decideOpenDeposit, openDepositQueue } from '../../wallet/deposits/openDeposits';
import { OpsError, row, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { entryIdAndTx, entryIdArg, explainLedgerErrors } from './ledgerArgs';

/** The open-amount deposits of the original client's deposit page (wallet/deposits/openDeposits.ts), as the console's queue. */
export const depositOpenList: OpsCommand = {
  name: 'deposit:open-list',
  usage: '',
  summary: "open-amount deposits (the original client's deposit page names no amount), oldest first: id, member, address",
  async run({ db, now, out }, args) {
    if (args.length) throw usageError(depositOpenList);
    out(row('id', 'username', 'address', 'opened', 'first approval'));
    let cursor: string | undefined;
    let count = 0;
    do {
      const page = await openDepositQueue(db, cursor ? { cursor } : {}, now());
      for (const open of page.rows)
        out(row(open.id, open.username, open.destination, new Date(open.createtime * 1000).toISOString(), open.approvals[0] ?? ''));
      count += page.rows.length;
      cursor = page.next;
    } while (cursor);
    out(`${count} open-amount deposit(s)`);
  },
};

export const depositOpenApprove: OpsCommand = {
  name: 'deposit:open-approve',
  usage: '<id> --tx <transaction hash> --amount <u>',
  summary:
    'credit an open-amount deposit with what arrived (amount in u, e.g. 12.5) by that transaction, checked on chain with a node; above OPS_SECOND_DEPOSIT_APPROVAL_ABOVE a second operator states the same',
  async run(ctx, args) {
    const at = args.indexOf('--amount');
    const amountText = at === -1 ? undefined : args[at + 1];
    if (amountText === undefined) throw usageError(depositOpenApprove);
    const amount = parseMoney(amountText);
    if (amount === null || amount <= 0) throw new OpsError(`"${amountText}" is not a positive amount in u with at most 2 decimals`, 2);
    const { id, tx } = entryIdAndTx(depositOpenApprove, [...args.slice(0, at), ...args.slice(at + 2)]);
    // The console's service: the watcher's stored state, the hash credited once, four eyes on transaction and amount, the audit row.
    const state = await explainLedgerErrors(() =>
      ctx.db
        .transaction()
        .execute((trx) => refusedInWords(() => decideOpenDeposit(ctx, trx, { id, decision: 'approve', tx, amount }, ctx.by))),
    );
    ctx.out(
      state === 'awaiting_second'
        ? `open deposit ${id}: first approval recorded (${formatMoney(amount)}); a second operator stating the same credits it`
        : `open deposit ${id} credited: ${formatMoney(amount)}`,
    );
  },
};

export const depositOpenReject: OpsCommand = {
  name: 'deposit:open-reject',
  usage: '<id> [--reason "..."]',
  summary: 'close an open-amount deposit without crediting anything (no transfer came)',
  async run(ctx, args) {
    const [idText, flag, reason] = args;
    if (args.length !== 1 && (args.length !== 3 || flag !== '--reason')) throw usageError(depositOpenReject);
    const id = entryIdArg(depositOpenReject, [idText!]);
    await explainLedgerErrors(() =>
      ctx.db.transaction().execute((trx) => refusedInWords(() => decideOpenDeposit(ctx, trx, { id, decision: 'reject', reason }, ctx.by))),
    );
    ctx.out(`open deposit ${id} rejected`);
  },
};
