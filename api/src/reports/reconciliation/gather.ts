// The reconciliation's reader: for a period [from, to), what the books hold (credits, approved withdrawals and their
// payouts, the liabilities at its end) and, with a node, what the chain shows over the period's blocks. Reads only.
import { GROUP_GUEST } from 'shared-contracts';
import type { Hex20 } from '../../chain/address';
import { readCursor } from '../../chain/cursors';
import type { ChainSettings } from '../../chain/settings';
import type { Db } from '../../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { firstBlockAtOrAfter, holdingsAt, transfersOf, transfersTo, type ReconciliationNode } from './chainReads';
import type { ApprovedWithdrawal, ComparisonInputs, Credit, Liabilities, SeenTransfer } from './compare';

export interface Period {
  /** Inclusive, unix ms. */
  from: number;
  /** Exclusive, unix ms. */
  to: number;
}

/** What the chain side read: the period's last block (null without a node). */
export interface Gathered {
  inputs: ComparisonInputs;
  endBlock: bigint | null;
}

const HASH_BATCH = 500;
const sum = (value: unknown): bigint => BigInt(String(value ?? 0));

/** Every deposit address and whose it is (a guest's is no member's: nothing credits it). */
async function depositAddresses(db: Db): Promise<Map<Hex20, { userId: number; member: boolean }>> {
  const rows = await db
    .selectFrom('deposit_addresses as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.address', 'd.user_id', 'u.group_id'])
    .execute();
  return new Map(
    rows.map((r) => [r.address as Hex20, { userId: Number(r.user_id), member: r.group_id !== null && Number(r.group_id) !== GROUP_GUEST }]),
  );
}

/** The credits of the period, and any other credit of a transaction the chain showed in it. */
async function credits(db: Db, period: Period, hashes: readonly string[]): Promise<Credit[]> {
  const base = db
    .selectFrom('credited_transfers as c')
    .innerJoin('ledger_entries as e', 'e.id', 'c.entry_id')
    .select(['c.tx_hash', 'c.to_address', 'c.credited_at', 'e.user_id', 'e.amount']);
  const rows = await base.where('c.credited_at', '>=', period.from).where('c.credited_at', '<', period.to).execute();
  for (let i = 0; i < hashes.length; i += HASH_BATCH)
    rows.push(...(await base.where('c.tx_hash', 'in', hashes.slice(i, i + HASH_BATCH)).execute()));
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(`${r.tx_hash}:${r.to_address}`) && seen.add(`${r.tx_hash}:${r.to_address}`))
    .map((r) => ({
      txHash: r.tx_hash,
      to: r.to_address,
      userId: Number(r.user_id),
      amount: Number(r.amount),
      inPeriod: Number(r.credited_at) >= period.from && Number(r.credited_at) < period.to,
    }));
}

/** USDT withdrawals approved in the period, and those approved before it whose payout is not confirmed. */
async function approvedWithdrawals(db: Db, period: Period): Promise<ApprovedWithdrawal[]> {
  const rows = await db
    .selectFrom('approved_withdrawals as a')
    .innerJoin('ledger_entries as e', 'e.id', 'a.entry_id')
    .leftJoin('chain_payouts as p', 'p.entry_id', 'a.entry_id')
    .select(['a.entry_id', 'a.approved_at', 'e.user_id', 'e.amount', 'p.tx_hash', 'p.state', 'p.found'])
    .where('e.ref', 'like', 'usdt:%')
    .where('e.status', '=', ENTRY_STATUS.passed)
    .where('a.approved_at', '<', period.to)
    .where((eb) => eb.or([eb('a.approved_at', '>=', period.from), eb('p.state', 'is', null), eb('p.state', '!=', 'confirmed')]))
    .orderBy('a.entry_id')
    .execute();
  return rows.map((r) => ({
    entryId: Number(r.entry_id),
    userId: Number(r.user_id),
    amount: Number(r.amount),
    approvedAt: Number(r.approved_at),
    payout: r.tx_hash && r.state ? { txHash: r.tx_hash, state: r.state, found: r.found, mined: null } : null,
  }));
}

/**
 * Withdrawals held before `to` and not yet gone at `to`: waiting for a decision, rejected only after it, a bank one
 * approved after it, a USDT one whose payout was not confirmed in a block up to `endBlock` (without a node: not
 * confirmed before `to`). Their money left the balance with the hold, and is still owed.
 */
async function pendingWithdrawals(db: Db, to: number, endBlock: bigint | null): Promise<bigint> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('approved_withdrawals as a', 'a.entry_id', 'e.id')
    .leftJoin('chain_payouts as p', 'p.entry_id', 'e.id')
    .leftJoin('ledger_entries as r', 'r.settles', 'e.id')
    .select(['e.amount', 'e.status', 'e.ref', 'p.state', 'p.block_number', 'p.checked_at'])
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('e.type', '=', ENTRY_TYPE.withdrawal)
    .where('e.delta', '<', 0)
    .where('e.created_at', '<', to)
    .where((eb) => eb.or([eb('e.status', '!=', ENTRY_STATUS.rejected), eb('r.created_at', '>=', to)]))
    .where((eb) => eb.or([eb('e.status', '!=', ENTRY_STATUS.passed), eb('e.ref', 'like', 'usdt:%'), eb('a.approved_at', '>=', to)]))
    .where((eb) =>
      eb.or([
        eb('e.status', '!=', ENTRY_STATUS.passed),
        eb('p.state', 'is', null),
        eb('p.state', '!=', 'confirmed'),
        eb('p.checked_at', '>=', to),
      ]),
    )
    .execute();
  let owed = 0n;
  for (const r of rows) {
    const usdtPaid = r.status === ENTRY_STATUS.passed && r.ref?.startsWith('usdt:') && r.state === 'confirmed';
    const paidByEnd = usdtPaid && (endBlock === null ? Number(r.checked_at) < to : BigInt(Number(r.block_number)) <= endBlock);
    if (!paidByEnd) owed += sum(r.amount);
  }
  return owed;
}

/** Members' balances (guests' are play money), withdrawals pending and fixed-deposit bonuses locked, at `to`. */
async function liabilities(db: Db, to: number, endBlock: bigint | null): Promise<Liabilities> {
  const balances = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select((eb) => eb.fn.sum<string | number>('e.delta').as('total'))
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('e.created_at', '<', to)
    .executeTakeFirst();
  const locked = await db
    .selectFrom('fixed_deposit_payouts as f')
    .innerJoin('fixed_deposit_terms as t', 't.id', 'f.term_id')
    .select((eb) => eb.fn.sum<string | number>('f.bonus').as('total'))
    .where('f.paid_at', '<', to)
    .where((eb) => eb.or([eb('t.closed_at', 'is', null), eb('t.closed_at', '>=', to)]))
    .executeTakeFirst();
  return {
    balances: sum(balances?.total),
    pendingWithdrawals: await pendingWithdrawals(db, to, endBlock),
    lockedBonuses: sum(locked?.total),
  };
}

type ChainRules = Pick<ChainSettings, 'usdtContract' | 'confirmations' | 'blockRange' | 'payoutAddresses'>;

/** The chain's side: the period's transfers to deposit addresses, the credits' and payouts' transactions, the holdings. */
async function readChain(node: ReconciliationNode, db: Db, period: Period, settings: ChainRules, books: ComparisonInputs) {
  const { rpc } = node;
  const token = settings.usdtContract;
  const head = await rpc.blockNumber();
  const confirmedHead = head - BigInt(settings.confirmations) + 1n;
  const cursor = (await readCursor(db, token)) ?? 0n;
  const fromBlock = await firstBlockAtOrAfter(rpc, period.from, head);
  const endBlock = (await firstBlockAtOrAfter(rpc, period.to, head)) - 1n;
  const addresses = [...books.addresses.keys()];
  const seen = fromBlock <= endBlock ? await transfersTo(rpc, token, addresses, fromBlock, endBlock, settings.blockRange) : [];
  const view = (t: { txHash: string; to: Hex20; rawAmount: bigint; blockNumber: bigint }, inPeriod: boolean): SeenTransfer => ({
    txHash: t.txHash,
    to: t.to,
    rawAmount: t.rawAmount,
    inPeriod,
    confirmed: t.blockNumber <= confirmedHead,
    read: t.blockNumber < cursor,
  });
  const transfers = seen.map((t) => view(t, true));
  return { head, endBlock, token, transfers, addresses, hashes: [...new Set(seen.map((t) => t.txHash))] };
}

/**
 * Everything the comparison takes for `period`. With a node (`node` not null) the chain is read; a node failing throws
 * (the run fails, saying why). Without one, the chain's side stays null: not checked, never passed.
 */
export async function gather(db: Db, period: Period, settings: ChainRules, node: ReconciliationNode | null): Promise<Gathered> {
  const addresses = await depositAddresses(db);
  const withdrawals = await approvedWithdrawals(db, period);
  const books: ComparisonInputs = {
    transfers: null,
    credits: [],
    addresses,
    withdrawals,
    liabilities: { balances: 0n, pendingWithdrawals: 0n, lockedBonuses: 0n },
    holdingsRaw: null,
  };
  if (!node) {
    books.credits = await credits(db, period, []);
    books.liabilities = await liabilities(db, period.to, null);
    return { inputs: books, endBlock: null };
  }
  const chain = await readChain(node, db, period, settings, books);
  books.credits = await credits(db, period, chain.hashes);
  // A credit of the period the period's blocks do not show may pay a transfer mined before them: its receipt says.
  const shown = new Set(chain.transfers.map((t) => `${t.txHash}:${t.to}`));
  for (const credit of books.credits.filter((c) => c.inPeriod && !shown.has(`${c.txHash}:${c.to}`))) {
    const receipt = await node.rpc.getTransactionReceipt(credit.txHash);
    const paid = receipt && receipt.success !== false ? transfersOf(receipt.logs, chain.token).filter((t) => t.to === credit.to) : [];
    for (const t of paid)
      chain.transfers.push({ txHash: t.txHash, to: t.to, rawAmount: t.rawAmount, inPeriod: false, confirmed: true, read: true });
  }
  for (const w of withdrawals)
    if (w.payout && (w.payout.state === 'pending' || w.payout.state === 'unconfirmed'))
      w.payout.mined = (await node.rpc.getTransactionReceipt(w.payout.txHash)) !== null;
  books.transfers = chain.transfers;
  books.liabilities = await liabilities(db, period.to, chain.endBlock);
  const held = [...new Set<Hex20>([...settings.payoutAddresses, ...chain.addresses])];
  books.holdingsRaw = chain.endBlock < 0n ? 0n : await holdingsAt(node, chain.token, held, chain.endBlock);
  return { inputs: books, endBlock: chain.endBlock };
}
