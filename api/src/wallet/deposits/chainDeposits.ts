// Crediting the token transfers the chain watcher reads (issue 27), one block range per transaction: the cursor
// moves, every transfer is recorded once (keyed by the transfer itself, migration 067: a unique index, not a check in
// code alone, refuses a second row, even for a transfer re-mined elsewhere by a re-organisation), and a transfer to a member's deposit address is credited with its bonus, closing the member's open
// request of that amount when there is one. A transfer a cashier already credited by hand (its hash and address in
// credited_transfers, the rule both paths share) is recorded and credited no more. The watcher (chain/watcher.ts)
// reads; this writes.
import { sql } from 'kysely';
import { GROUP_MEMBER } from 'shared-contracts';
import { screenDeposit } from '../../aml/screening';
import type { AmlSettings } from '../../aml/settings';
import type { Hex20 } from '../../chain/address';
import { recordBlock } from '../../chain/blocks';
import { advanceCursor } from '../../chain/cursors';
import type { Insertable } from 'kysely';
import type { ChainTransfersTable } from '../../chain/tables';
import { AmountOutOfRangeError, usdtToMinor, withOrdinals, type Transfer, type TransferRange } from '../../chain/transfers';
import type { Db, Trx } from '../../db/schema';
import { chainDepositState, depositCutoff, ENTRY_STATUS, ENTRY_TYPE, type Entry } from '../../domain/ledger';
import type { Ledger } from '../../ledger';
import { bonusOf, creditDeposit, creditedTransferOf, recordCreditedTransfer } from './creditDeposit';

export interface ChainDepositRules {
  /** CHAIN_MIN_DEPOSIT in minor units: smaller transfers are recorded, not credited. */
  minDepositAmount: number;
  /** The wallet's time zone (WALLET_TIME_ZONE): the days of a member's deposit limits. */
  timeZone: string;
  /** The anti-money-laundering rules each credit is screened by (the sender against the deny-list among them). */
  aml: AmlSettings;
}

/** A transfer credited to a member. */
export interface ChainCredit {
  userId: number;
  amount: number;
  bonus: number;
  /** The deposit entry that credited it. */
  entryId: number;
  /** The open request it closed, or the expired one of that amount it came too late for; null when none. */
  requestId: number | null;
}

export interface RangeCredited {
  /** Transfers recorded by this call (each state). */
  recorded: number;
  /** Transfers already recorded before (a duplicate log, a range read twice, one re-mined): skipped. */
  duplicates: number;
  /** Of those, the ones read in another block than recorded, or orphaned or flagged before: their block updated. */
  refound: number;
  /** Transfers to addresses that are no member's (on mainnet, nearly all of the token's): neither recorded nor credited. */
  others: number;
  credits: ChainCredit[];
}

/** Addresses looked up per statement (one parameter each). */
const LOOKUP_BATCH = 500;

/**
 * Records and credits the transfers of one block range in one transaction, then moves the cursor past it. Answers
 * null, writing nothing, when the cursor no longer stands at the range's start (another process moved it). Use the
 * process's ledger (app.ledger) so the balances held in memory hear the credits.
 */
export async function creditTransferRange(
  ledger: Ledger,
  db: Db,
  range: TransferRange,
  rules: ChainDepositRules,
  now = Date.now(),
): Promise<RangeCredited | null> {
  return db.transaction().execute(async (trx) => {
    // First, so that on PostgreSQL the cursor's row lock orders concurrent crediting of one token. A range read again
    // below the cursor leaves it where it stands.
    const moved = range.reread
      ? await advanceCursor(trx, range.token, range.reread.cursor, range.reread.cursor)
      : await advanceCursor(trx, range.token, range.fromBlock, range.toBlock + 1n);
    if (!moved) return null;
    if (range.toBlockHash) await recordBlock(trx, range.token, range.toBlock, range.toBlockHash);
    const members = await membersByAddress(
      trx,
      range.transfers.map((transfer) => transfer.to),
    );
    const result: RangeCredited = { recorded: 0, duplicates: 0, refound: 0, others: 0, credits: [] };
    for (const { transfer, ordinal } of withOrdinals(range.transfers)) {
      const userId = members.get(transfer.to);
      if (userId === undefined) {
        result.others++;
        continue;
      }
      // Keyed by the transfer itself: one re-mined at another log index or block meets its row (the unique index of
      // migration 067), never a second credit; its row learns the new block.
      const row = transferRow(transfer, ordinal, userId, rules, now);
      const inserted = await trx
        .insertInto('chain_transfers')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .returning('tx_hash')
        .executeTakeFirst();
      if (!inserted) {
        result.duplicates++;
        const known = await knownTransfer(trx, transfer, ordinal);
        if (known && (await moveKnown(trx, known, transfer))) result.refound++;
        continue;
      }
      result.recorded++;
      if (row.state !== 'credited') continue;
      // Credited already by a cashier's hand approval naming this transaction: recorded, credited nothing more. A
      // second transfer of one transaction to one address is credited too (credited_transfers keeps the first).
      const earlier = await creditedTransferOf(trx, transfer.txHash, transfer.to);
      if (earlier?.via === 'hand') {
        await trx
          .updateTable('chain_transfers')
          .set({ entry_id: earlier.entryId })
          .where('tx_hash', '=', row.tx_hash)
          .where('log_index', '=', row.log_index)
          .execute();
        continue;
      }
      const credit = await creditMember(ledger, trx, transfer, userId, row.amount!, now, rules.timeZone);
      await screenDeposit(trx, rules.aml, { userId, entryId: credit.entryId, amount: credit.amount, from: transfer.from }, now);
      if (earlier === null)
        await recordCreditedTransfer(trx, { txHash: transfer.txHash, to: transfer.to, entryId: credit.entryId, via: 'chain' }, now);
      await trx
        .updateTable('chain_transfers')
        .set({ entry_id: credit.entryId, request_id: credit.requestId })
        .where('tx_hash', '=', row.tx_hash)
        .where('log_index', '=', row.log_index)
        .execute();
      result.credits.push(credit);
    }
    return result;
  });
}

/** The recorded row of this transfer (its key: hash, sender, recipient, raw amount, ordinal), or undefined. */
function knownTransfer(trx: Trx, transfer: Transfer, ordinal: number) {
  return trx
    .selectFrom('chain_transfers')
    .select(['tx_hash', 'log_index', 'block_hash', 'orphaned_at', 'vanished_at'])
    .where('tx_hash', '=', transfer.txHash)
    .where('from_address', '=', transfer.from)
    .where('to_address', '=', transfer.to)
    .where('raw_amount', '=', transfer.rawAmount.toString())
    .where('ordinal', '=', ordinal)
    .executeTakeFirst();
}

/**
 * A recorded transfer read again in another block (re-mined after a re-organisation) or after it was orphaned or
 * flagged vanished: its block is updated and the marks cleared. Answers whether anything changed.
 */
async function moveKnown(trx: Trx, known: NonNullable<Awaited<ReturnType<typeof knownTransfer>>>, transfer: Transfer): Promise<boolean> {
  const blockHash = transfer.blockHash ?? known.block_hash;
  if (blockHash === known.block_hash && known.orphaned_at === null && known.vanished_at === null) return false;
  await trx
    .updateTable('chain_transfers')
    .set({ block_number: Number(transfer.blockNumber), block_hash: blockHash, orphaned_at: null, vanished_at: null })
    .where('tx_hash', '=', known.tx_hash)
    .where('log_index', '=', known.log_index)
    .execute();
  return true;
}

/** Every member's recorded deposit address (the watcher's daily re-read asks the node for transfers to them). */
export async function memberDepositAddresses(db: Db): Promise<Hex20[]> {
  const rows = await db
    .selectFrom('deposit_addresses as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('a.address')
    .where('u.group_id', '=', GROUP_MEMBER)
    .execute();
  return rows.map((row) => row.address as Hex20);
}

/** The members (never guests) whose deposit addresses are among `addresses`. */
async function membersByAddress(trx: Trx, addresses: Hex20[]): Promise<Map<Hex20, number>> {
  const unique = [...new Set(addresses)];
  const members = new Map<Hex20, number>();
  for (let i = 0; i < unique.length; i += LOOKUP_BATCH) {
    const rows = await trx
      .selectFrom('deposit_addresses as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.address', 'a.user_id'])
      .where('a.address', 'in', unique.slice(i, i + LOOKUP_BATCH))
      .where('u.group_id', '=', GROUP_MEMBER)
      .execute();
    for (const row of rows) members.set(row.address as Hex20, Number(row.user_id));
  }
  return members;
}

function transferRow(
  transfer: Transfer,
  ordinal: number,
  userId: number,
  rules: ChainDepositRules,
  now: number,
): Insertable<ChainTransfersTable> {
  const amount = minorOrNull(transfer.rawAmount);
  const state = chainDepositState({ amount, minAmount: rules.minDepositAmount });
  return {
    tx_hash: transfer.txHash,
    log_index: transfer.logIndex,
    block_number: Number(transfer.blockNumber),
    block_hash: transfer.blockHash ?? null,
    ordinal,
    orphaned_at: null,
    vanished_at: null,
    from_address: transfer.from,
    to_address: transfer.to,
    raw_amount: transfer.rawAmount.toString(),
    amount,
    user_id: userId,
    state,
    entry_id: null,
    request_id: null,
    created_at: now,
  };
}

/** The token amount in minor units (floored: a fraction of a cent is not credited), or null beyond a safe integer. */
function minorOrNull(raw: bigint): number | null {
  try {
    return usdtToMinor(raw).minor;
  } catch (error) {
    if (error instanceof AmountOutOfRangeError) return null;
    throw error;
  }
}

/**
 * Credits `amount` to the member: approving their oldest open request of exactly that amount through the decision
 * path (outcome, bonus, message), else as a deposit of its own with the same bonus and message, noting an expired
 * request of that amount when there is one (it cannot be approved any more).
 */
async function creditMember(
  ledger: Ledger,
  trx: Trx,
  transfer: Transfer,
  userId: number,
  amount: number,
  now: number,
  timeZone: string,
): Promise<ChainCredit> {
  const open = await requestOf(trx, userId, amount, now, 'open');
  const late = open === null ? await requestOf(trx, userId, amount, now, 'expired') : null;
  const source = open !== null ? { request: open } : { userId, amount, ref: `tx:${transfer.txHash}#${transfer.logIndex}`, timeZone };
  const { entries } = await creditDeposit(ledger, trx, source, now);
  return creditOf(userId, amount, entries, open ?? late);
}

function creditOf(userId: number, amount: number, entries: Entry[], requestId: number | null): ChainCredit {
  const deposit = entries.find((entry) => entry.type === ENTRY_TYPE.deposit)!;
  return { userId, amount, bonus: bonusOf(entries), entryId: deposit.id, requestId };
}

/**
 * The member's request of exactly `amount`: 'open' the oldest still inside its window; 'expired' the newest past it
 * (swept or not yet) that no earlier transfer has noted.
 */
async function requestOf(trx: Trx, userId: number, amount: number, now: number, which: 'open' | 'expired'): Promise<number | null> {
  const cutoff = depositCutoff(now);
  let query = trx
    .selectFrom('ledger_entries as r')
    .select('r.id')
    .where('r.user_id', '=', userId)
    // Literals, so that both databases use the requests' partial index (migration 026).
    .where('r.type', '=', sql.lit(ENTRY_TYPE.deposit))
    .where('r.delta', '=', sql.lit(0))
    .where('r.amount', '=', amount);
  if (which === 'open') {
    query = query.where('r.status', '=', ENTRY_STATUS.notPassed).where('r.created_at', '>', cutoff).orderBy('r.id', 'asc');
  } else {
    query = query
      .leftJoin('deposit_outcomes as o', 'o.request_id', 'r.id')
      .where((eb) =>
        eb.or([eb.and([eb('r.status', '=', ENTRY_STATUS.notPassed), eb('r.created_at', '<=', cutoff)]), eb('o.outcome', '=', 'expired')]),
      )
      .where((eb) => eb.not(eb.exists(eb.selectFrom('chain_transfers as t').select('t.tx_hash').whereRef('t.request_id', '=', 'r.id'))))
      .orderBy('r.id', 'desc');
  }
  const row = await query.limit(1).executeTakeFirst();
  return row ? Number(row.id) : null;
}
