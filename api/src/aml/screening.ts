// Where the anti-money-laundering rules (aml/rules.ts) meet the money (issue 40): each hook reads the figures a rule
// weighs, in the movement's own transaction, and opens a case for each rule that trips (aml/cases.ts). A hook never
// refuses: a deposit that arrived is credited, a withdrawal asked waits for its case (the cashier's refusal).
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { openCase } from './cases';
import { usersOfDestinations } from './destinations';
import { deniedEntry } from './denyList';
import { littlePlay, sharedAddress, structuring, type DenyListEvidence, type DepositSeen, type SharedAddressEvidence } from './rules';
import type { AmlSettings } from './settings';
import { ORDER_STATUS } from '../domain/lottery';

const USDT = 'usdt:';

/** A deposit just credited (its credit entry) and, from the chain watcher, the sender. */
export interface DepositCredited {
  userId: number;
  entryId: number;
  amount: number;
  /** The transfer's sender (20-byte hex); null for a hand approval. */
  from: string | null;
}

export async function screenDeposit(trx: Db | Trx, settings: AmlSettings, deposit: DepositCredited, now: number): Promise<void> {
  if (deposit.from !== null) await screenAddress(trx, deposit.userId, deposit.from, { deposit: deposit.entryId }, now);
  const recent = await creditedDeposits(trx, deposit.userId, now - settings.structuringMs);
  const evidence = structuring(recent, settings);
  if (evidence) await openCase(trx, { userId: deposit.userId, rule: 'structuring', evidence }, now);
}

/** A withdrawal just held: its entry, amount and destination ('usdt:<address>' or 'bank:…'). */
export interface WithdrawalAsked {
  userId: number;
  entryId: number;
  amount: number;
  destination: string;
}

export async function screenWithdrawal(trx: Db | Trx, settings: AmlSettings, withdrawal: WithdrawalAsked, now: number): Promise<void> {
  const { userId, entryId, amount, destination } = withdrawal;
  const [deposit] = await creditedDeposits(trx, userId, null, 1);
  const evidence = littlePlay({ entryId, amount }, deposit ?? null, deposit ? await stakesSince(trx, userId, deposit.at) : 0, settings);
  if (evidence) await openCase(trx, { userId, rule: 'little_play', evidence }, now);
  await screenDestination(trx, userId, destination, { withdrawal: entryId }, now);
}

/** A payout account just bound (or bound again), as a withdrawal to it would be recorded. */
export async function screenBinding(trx: Db | Trx, userId: number, destination: string, now: number): Promise<void> {
  await screenDestination(trx, userId, destination, { binding: true }, now);
}

async function screenDestination(
  trx: Db | Trx,
  userId: number,
  destination: string,
  movement: SharedAddressEvidence['movement'],
  now: number,
): Promise<void> {
  const users = (await usersOfDestinations(trx, [{ destination }])).get(destination) ?? [];
  const shared = sharedAddress(userId, destination, movement, users);
  if (shared) await openCase(trx, { userId, rule: 'shared_address', evidence: shared }, now);
  if (destination.startsWith(USDT)) await screenAddress(trx, userId, destination.slice(USDT.length), movement, now);
}

async function screenAddress(trx: Db | Trx, userId: number, address: string, movement: DenyListEvidence['movement'], now: number) {
  const denied = await deniedEntry(trx, address);
  if (denied) await openCase(trx, { userId, rule: 'deny_list', evidence: { ...denied, movement } satisfies DenyListEvidence }, now);
}

/** The member's credited deposits (their credit entries), newest first: since `since`, or the newest `limit`. */
async function creditedDeposits(trx: Db | Trx, userId: number, since: number | null, limit?: number): Promise<DepositSeen[]> {
  const rows = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', '=', ENTRY_TYPE.deposit)
    .where('status', '=', ENTRY_STATUS.passed)
    // A request moves nothing (delta 0): its credit is the deposit.
    .where('delta', '!=', 0)
    .$if(since !== null, (q) => q.where('created_at', '>=', since!))
    .orderBy('id', 'desc')
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
  return rows.map((row) => ({ entryId: Number(row.id), amount: Number(row.amount), at: Number(row.created_at) }));
}

/** Stakes of the member's bets placed since `since` (a voided round's are given back: not play). */
async function stakesSince(trx: Db | Trx, userId: number, since: number): Promise<number> {
  const row = await trx
    .selectFrom('lottery_orders')
    .select((eb) => eb.fn.sum<string | number>('quantity').as('stakes'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('status', '!=', ORDER_STATUS.voided)
    .executeTakeFirst();
  return Number(row?.stakes ?? 0);
}
