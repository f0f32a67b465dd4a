// Open-amount deposits (issue 42): the original client's deposit page (`recharge {}`) shows the member's address and
// names no amount. While no chain watcher credits transfers by itself, showing it keeps one open deposit per member
// for the cashier, who credits it once the transfer has arrived, stating the transaction and the amount received (read
// against the chain when a node is configured), or rejects it. The money moves by the one crediting recipe
// (creditDeposit), as a transfer with no request does: the member's deposit limits and break are weighed then.
import { formatMoney } from 'shared-contracts';
import { screenDeposit } from '../../aml/screening';
import { writeAudit, type Actor } from '../../audit/log';
import { normalizeTxHash } from '../../chain/txHash';
import { watchingNow } from '../../chain/watchState';
import type { Db, Trx } from '../../db/schema';
import { isPostgres } from '../../db/rawStatement';
import type { Deps } from '../../deps';
import { ENTRY_TYPE, LedgerError, MAX_ENTRY_AMOUNT } from '../../domain/ledger';
import { AppError } from '../../i18n/errors';
import { keysetPage, type PageAsked } from '../../lists/keyset';
import { WALLET_ERR } from '../errors';
import { creditDeposit, creditedEntryOf, recordCreditedTransfer } from './creditDeposit';
import { checkOnChain, depositAddressOf } from './decision';

/** An open deposit the member has not been shown for this long lapses: no longer listed, no longer approved. */
export const OPEN_DEPOSIT_LAPSE_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the member's open deposit open as of `now`: the first showing opens it, a later one moves its `seen_at` (one
 * row per member, by the unique index of migration 074). Nothing while the chain watcher runs: it credits the transfer.
 */
export async function keepOpenDeposit(db: Db, member: { userId: number; address: string }, now: number) {
  if (await watchingNow(db)) return null;
  const { userId, address } = member;
  const seen = () =>
    db
      .updateTable('open_deposits')
      .set({ seen_at: now, address })
      .where('user_id', '=', userId)
      .where('state', '=', 'open')
      .returning('id')
      .executeTakeFirst();
  let open = await seen();
  if (!open) {
    // Two first showings at once: the index keeps one row, the other insert does nothing and the update finds it.
    await db
      .insertInto('open_deposits')
      .values({ user_id: userId, address, opened_at: now, seen_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    open = await seen();
  }
  return { id: Number(open!.id), expires_at: lapsesAt(now) };
}

const lapsesAt = (seenAt: number) => Math.floor((seenAt + OPEN_DEPOSIT_LAPSE_MS) / 1000);

export interface OpenDepositDecision {
  id: number;
  decision: 'approve' | 'reject';
  tx?: string | undefined;
  /** What arrived, in minor units. */
  amount?: number | undefined;
  reason?: string | undefined;
}

/**
 * Credits or rejects an open deposit as `by`, in the caller's transaction with its audit row (target the member). An
 * approval names the transaction and the amount; above OPS_SECOND_DEPOSIT_APPROVAL_ABOVE two operators must state the
 * same ones (the first's are kept, never shown to the second). A transaction is credited once, whichever path comes
 * first (credited_transfers).
 */
export async function decideOpenDeposit(
  deps: Deps,
  trx: Trx,
  asked: OpenDepositDecision,
  by: Actor,
): Promise<'approved' | 'rejected' | 'awaiting_second'> {
  const row = await trx
    .selectFrom('open_deposits')
    .selectAll()
    .where('id', '=', asked.id)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  const now = deps.now();
  // Decided or lapsed: as a ledger request already settled (the console says it is no longer pending).
  if (!row || row.state !== 'open' || Number(row.seen_at) <= now - OPEN_DEPOSIT_LAPSE_MS)
    throw new LedgerError('already_settled', `open deposit ${asked.id}`);
  const userId = Number(row.user_id);
  const audit = (action: 'deposit.approve' | 'deposit.firstApproval' | 'deposit.reject', after: object) =>
    writeAudit(trx, {
      ...by,
      action,
      target: `member:${userId}`,
      before: { open_deposit: row.id, status: 'pending', amount: null },
      after,
      reason: asked.reason ?? null,
    });
  if (asked.decision === 'reject') {
    await close(trx, row.id, { state: 'rejected', decided_by: by.actor, decided_at: now, reason: asked.reason ?? null });
    await audit('deposit.reject', { status: 'rejected' });
    return 'rejected';
  }
  if (await watchingNow(trx)) throw new AppError(WALLET_ERR.depositsFromChain);
  const tx = asked.tx === undefined ? null : normalizeTxHash(asked.tx);
  if (tx === null) throw new AppError(WALLET_ERR.depositTxRequired);
  const amount = asked.amount;
  if (amount === undefined) throw new AppError(WALLET_ERR.openDepositAmountRequired);
  if (amount > MAX_ENTRY_AMOUNT) throw new AppError(WALLET_ERR.amountInvalid);
  const to = await depositAddressOf(trx, userId, row.address);
  if ((await creditedEntryOf(trx, tx, to)) !== null) throw new AppError(WALLET_ERR.depositTxCredited, { tx });
  await checkOnChain(deps, tx, to, amount);
  if (amount > deps.config.wallet.secondDepositApprovalAbove) {
    if (row.first_by === null) {
      await trx
        .updateTable('open_deposits')
        .set({ first_by: by.actor, first_tx: tx, first_amount: amount, first_at: now })
        .where('id', '=', row.id)
        .execute();
      await audit('deposit.firstApproval', { status: 'awaiting_second', tx, amount });
      return 'awaiting_second';
    }
    if (row.first_by === by.actor) throw new AppError(WALLET_ERR.depositSecondApprover);
    if (row.first_tx !== tx || Number(row.first_amount) !== amount) throw new AppError(WALLET_ERR.openDepositMismatch);
  }
  const { entries } = await creditDeposit(
    deps.ledger,
    trx,
    { userId, amount, ref: `tx:${tx}`, timeZone: deps.config.wallet.timeZone },
    now,
  );
  const credit = entries.find((entry) => entry.type === ENTRY_TYPE.deposit)!;
  await close(trx, row.id, { state: 'credited', decided_by: by.actor, decided_at: now, tx_hash: tx, entry_id: credit.id });
  await recordCreditedTransfer(trx, { txHash: tx, to, entryId: credit.id, via: 'hand' }, now);
  await screenDeposit(trx, deps.config.aml, { userId, entryId: credit.id, amount, from: null }, now);
  await audit('deposit.approve', { status: 'approved', tx, address: to, amount: formatMoney(amount), entry_id: credit.id });
  return 'approved';
}

/** Decides it once: only an open row changes (two cashiers at once: the second finds it decided). */
async function close(
  trx: Trx,
  id: number,
  decided: {
    state: 'credited' | 'rejected';
    decided_by: string;
    decided_at: number;
    reason?: string | null;
    tx_hash?: string;
    entry_id?: number;
  },
): Promise<void> {
  const changed = await trx.updateTable('open_deposits').set(decided).where('id', '=', id).where('state', '=', 'open').executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new LedgerError('already_settled', `open deposit ${id}`);
}

/** The open deposits not lapsed, oldest first (by id, the page's key), as the cashier's queue shows them. */
export async function openDepositQueue(db: Db | Trx, asked: PageAsked, now: number) {
  const page = await keysetPage(
    asked,
    1,
    (after, take) =>
      db
        .selectFrom('open_deposits as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['o.id', 'o.user_id', 'u.username', 'o.address', 'o.opened_at', 'o.first_by'])
        .where('o.state', '=', 'open')
        .where('o.seen_at', '>', now - OPEN_DEPOSIT_LAPSE_MS)
        .$if(after !== undefined, (q) => q.where('o.id', '>', after![0]!))
        .orderBy('o.id')
        .limit(take)
        .execute(),
    (row) => [Number(row.id)],
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: Number(row.id),
      user_id: Number(row.user_id),
      username: row.username,
      amount: null,
      destination: row.address,
      createtime: Math.floor(Number(row.opened_at) / 1000),
      approvals: row.first_by === null ? [] : [row.first_by],
      // Known only once an amount is stated: the approval answers 'awaiting_second' then.
      needs_second: false,
      risk: null,
    })),
  };
}
