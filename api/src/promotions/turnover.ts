// The turnover a member must play before a withdrawal (issue 28; rules: domain/promotions/turnover.ts). Every movement is an
// immutable row of turnover_entries written in the transaction of the money that caused it, beside the member's
// standing. Who writes what: a credited deposit and its bonus (recordCreditTurnover, from wallet/requests/decide.ts and
// wallet/deposits/chainDeposits.ts) raise it; a member's settled round, the part of its stake at risk (recordPlayTurnover, from
// lottery/storage/settling.ts), counts it down; the withdrawal (wallet/withdrawals/withdrawals.ts) reads it under its balance's lock.
import type { Insertable } from 'kysely';
import type { TurnoverLog, TurnoverStanding } from 'shared-contracts/api';
import { isPostgres } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE, type Entry } from '../domain/ledger';
import { type PlacedBet, ORDER_STATUS, parseOrderBet } from '../domain/lottery';
import {
  creditStep,
  played,
  playStep,
  roundPlay,
  voidStep,
  waiverStep,
  type RoundPlay,
  type Standing,
  type TurnoverStep,
} from '../domain/promotions/turnover';
import { PAGE_SIZE } from '../ledger/queries';
import type { DepositBonusProgram } from './programs';
import type { TurnoverEntriesTable } from './tables';

/** Rows per bulk statement. */
const CHUNK = 1000;

type TurnoverRow = Insertable<TurnoverEntriesTable>;

const NOTHING_LEFT: Standing = { left: 0, required: 0 };

/**
 * The turnover a credited deposit and its bonus add, with the program's multiples in force now, in the caller's
 * transaction (the one that posted them). Takes the entries a credit posted and ignores any other (a withdrawal's
 * return decided by the same path adds nothing). The credit's post holds the member's row lock, which a withdrawal's
 * hold also takes: a withdrawal sees the credit and its turnover together or neither.
 */
export async function recordCreditTurnover(
  trx: Trx,
  entries: readonly Entry[],
  program: Pick<DepositBonusProgram, 'depositMultiple' | 'bonusMultiple'>,
  now = Date.now(),
): Promise<void> {
  const credits = entries.filter((entry) => creditKind(entry) !== null);
  if (credits.length === 0) return;
  const { depositMultiple, bonusMultiple } = program;
  const userId = credits[0]!.userId;
  let standing = await standingOf(trx, userId, true);
  const rows: TurnoverRow[] = [];
  for (const entry of credits) {
    const kind = creditKind(entry)!;
    const [step, next] = creditStep(standing, kind, entry.amount, kind === 'deposit' ? depositMultiple : bonusMultiple);
    rows.push(rowOf(userId, step, String(entry.id), now));
    standing = next;
  }
  await trx.insertInto('turnover_entries').values(rows).execute();
  await trx
    .insertInto('turnover_standings')
    .values({ user_id: userId, turnover_left: standing.left, required: standing.required })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ turnover_left: standing.left, required: standing.required }))
    .execute();
}

/** A deposit's credit adds as a deposit, the gift posted with it as a bonus; anything else adds nothing. */
function creditKind(entry: Entry): 'deposit' | 'bonus' | null {
  if (entry.status !== ENTRY_STATUS.passed || entry.delta <= 0) return null;
  if (entry.type === ENTRY_TYPE.deposit) return 'deposit';
  return entry.type === ENTRY_TYPE.gift ? 'bonus' : null;
}

/** A drawn round as its settlement names it. */
export interface PlayedRound {
  id: number;
  game_id: number;
  issue: string;
}

/** The play entry of a member's round: one per member and round (UNIQUE (kind, ref)). */
export function roundRef(round: Pick<PlayedRound, 'game_id' | 'issue'>, userId: number): string {
  return `round:${round.game_id}:${round.issue}:${userId}`;
}

/**
 * Counts down the turnover left of each member of a settlement batch whose orders of the round are now all settled:
 * once per member and round, the stake of all their orders less what those return whatever the draw
 * (domain/promotions/turnover.ts roundPlay), at most what is left. Written by the batch that settles the member's last order of
 * the round, not the first: only then are all the stakes it covers known and settled, however many batches hold them
 * (a batch takes members in id order, so only its last member's orders can run on into the next; a partition never
 * splits a member), and a batch run again after a crash finds the orders it settled no longer pending and writes it
 * once (the same transaction). One insert and one update of the standings for the batch. The standings are locked in
 * member order (PostgreSQL), after the batch's winnings took the members' rows: the order every writer of both keeps.
 */
export async function recordPlayTurnover(
  trx: Trx,
  round: PlayedRound,
  orders: readonly { user_id: number }[],
  now = Date.now(),
): Promise<void> {
  const members = [...new Set(orders.map((order) => order.user_id))].sort((a, b) => a - b);
  const standings = new Map<number, Standing>();
  for (let i = 0; i < members.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('turnover_standings')
      .select(['user_id', 'turnover_left', 'required'])
      .where('user_id', 'in', members.slice(i, i + CHUNK))
      .where('turnover_left', '>', 0)
      .orderBy('user_id')
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .execute();
    for (const row of rows) standings.set(Number(row.user_id), { left: Number(row.turnover_left), required: Number(row.required) });
  }
  if (standings.size === 0) return;
  // A member with an order of the round still pending (the batch's last, its orders running on) counts later.
  const counting = [...standings.keys()];
  for (let i = 0; i < counting.length; i += CHUNK) {
    const unsettled = await trx
      .selectFrom('lottery_orders')
      .select('user_id')
      .distinct()
      .where('round_id', '=', round.id)
      .where('status', '=', ORDER_STATUS.pending)
      .where('user_id', 'in', counting.slice(i, i + CHUNK))
      .execute();
    for (const row of unsettled) standings.delete(Number(row.user_id));
  }
  const plays = await roundPlays(trx, round.id, [...standings.keys()]);
  const rows: TurnoverRow[] = [];
  for (const [userId, play] of plays) {
    const [step] = playStep(standings.get(userId)!, play.stake, play.returned);
    if (step) rows.push(rowOf(userId, step, roundRef(round, userId), now));
  }
  if (rows.length === 0) return;
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx
      .insertInto('turnover_entries')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  const changed = rows.map((row) => row.user_id);
  // Each standing becomes its member's last entry's left_after: one statement for the batch.
  for (let i = 0; i < changed.length; i += CHUNK) {
    await trx
      .updateTable('turnover_standings as s')
      .set((eb) => ({
        turnover_left: eb
          .selectFrom('turnover_entries as e')
          .select('e.left_after')
          .whereRef('e.user_id', '=', 's.user_id')
          .orderBy('e.id', 'desc')
          .limit(1),
      }))
      .where('s.user_id', 'in', changed.slice(i, i + CHUNK))
      .execute();
  }
}

/**
 * An operator's waiver (operators/requests, four eyes) of `amount` of the member's turnover left, in the caller's
 * transaction, named by `ref` (the request): false, writing nothing, when more than is left. The standing is locked
 * as a credit's is.
 */
export async function recordTurnoverWaiver(trx: Trx, userId: number, amount: number, ref: string, now = Date.now()): Promise<boolean> {
  const waived = waiverStep(await standingOf(trx, userId, true), amount);
  if (!waived) return false;
  const [step, standing] = waived;
  await trx
    .insertInto('turnover_entries')
    .values(rowOf(userId, step, ref, now))
    .execute();
  await trx
    .updateTable('turnover_standings')
    .set({ turnover_left: standing.left, required: standing.required })
    .where('user_id', '=', userId)
    .execute();
  return true;
}

/**
 * A voided round's play given back (wallet/refunds/roundRefunds.ts), in the refund batch's transaction: each of `userIds` whose
 * round counted turnover down (its play entry) gets it back once, an entry of kind `void` with the play's ref (UNIQUE
 * (kind, ref): a batch run again finds it written). Orders never settled counted nothing, so nothing is given back for
 * them. Members in id order, each standing locked after the batch's refunds took the members' balances.
 */
export async function giveBackRoundTurnover(trx: Trx, round: PlayedRound, userIds: readonly number[], now = Date.now()): Promise<void> {
  const refs = [...userIds].sort((a, b) => a - b).map((userId) => roundRef(round, userId));
  for (let i = 0; i < refs.length; i += CHUNK) {
    const plays = await trx
      .selectFrom('turnover_entries as p')
      .select(['p.user_id', 'p.delta', 'p.ref'])
      .where('p.kind', '=', 'play')
      .where('p.ref', 'in', refs.slice(i, i + CHUNK))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('turnover_entries as v').select('v.id').where('v.kind', '=', 'void').whereRef('v.ref', '=', 'p.ref'))),
      )
      .orderBy('p.user_id')
      .execute();
    for (const play of plays) {
      const userId = Number(play.user_id);
      const [step, standing] = voidStep(await standingOf(trx, userId, true), -Number(play.delta));
      await trx
        .insertInto('turnover_entries')
        .values(rowOf(userId, step, play.ref, now))
        .execute();
      await trx
        .updateTable('turnover_standings')
        .set({ turnover_left: standing.left, required: standing.required })
        .where('user_id', '=', userId)
        .execute();
    }
  }
}

/**
 * The settled stakes of each of `userIds` in a round, as the turnover counts them (by member, in member order; a
 * member with none is absent). An order whose stake was counted on its own (a round settled across the upgrade to
 * migration 044) is left out: it counted once already.
 */
async function roundPlays(db: Db | Trx, roundId: number, userIds: readonly number[]): Promise<Map<number, RoundPlay>> {
  const bets = new Map<number, PlacedBet[]>();
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('lottery_orders as o')
      .select(['o.user_id', 'o.play_type', 'o.odds', 'o.money'])
      .where('o.round_id', '=', roundId)
      .where('o.status', '=', ORDER_STATUS.settled)
      .where('o.user_id', 'in', userIds.slice(i, i + CHUNK))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('turnover_entries as t').select('t.id').where('t.kind', '=', 'play').whereRef('t.ref', '=', 'o.order_no'))),
      )
      .orderBy('o.user_id')
      .execute();
    for (const row of rows) {
      const userId = Number(row.user_id);
      const placed = bets.get(userId);
      if (placed) placed.push(parseOrderBet(row));
      else bets.set(userId, [parseOrderBet(row)]);
    }
  }
  return new Map([...bets].map(([userId, placed]) => [userId, roundPlay(placed)]));
}

function rowOf(userId: number, step: TurnoverStep, ref: string, now: number): TurnoverRow {
  return {
    user_id: userId,
    kind: step.kind,
    amount: step.amount,
    delta: step.delta,
    left_after: step.leftAfter,
    multiple: step.multiple,
    returned: step.returned,
    ref,
    created_at: now,
  };
}

/** The member's standing (none yet: nothing left). `lock` holds its row to the end of the transaction (PostgreSQL). */
async function standingOf(db: Db | Trx, userId: number, lock = false): Promise<Standing> {
  const row = await db
    .selectFrom('turnover_standings')
    .select(['turnover_left', 'required'])
    .where('user_id', '=', userId)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
  return row ? { left: Number(row.turnover_left), required: Number(row.required) } : NOTHING_LEFT;
}

/** What withdrawInfo shows: the turnover left, the requirement it belongs to, and how much of it was played. */
export async function turnoverStandingOf(db: Db | Trx, userId: number): Promise<TurnoverStanding> {
  const standing = await standingOf(db, userId);
  return { left: standing.left, required: standing.required, played: played(standing) };
}

/**
 * The turnover left, read in a withdrawal's transaction after its hold: the hold's guarded debit took the member's row,
 * so every credit that raised the turnover has committed (or waits for this transaction) and this read sees it.
 */
export async function turnoverLeftOf(trx: Db | Trx, userId: number): Promise<number> {
  return (await standingOf(trx, userId)).left;
}

/** The member's turnover statement, newest first, 20 a page. */
export async function listTurnover(db: Db | Trx, userId: number, page = 1): Promise<TurnoverLog[]> {
  const rows = await db
    .selectFrom('turnover_entries')
    .select(['id', 'kind', 'amount', 'delta', 'left_after', 'ref', 'created_at', 'returned'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    createtime: Math.floor(Number(row.created_at) / 1000),
    kind: row.kind,
    amount: Number(row.amount),
    delta: Number(row.delta),
    left: Number(row.left_after),
    ref: row.ref,
    returned: row.returned === null ? null : Number(row.returned),
    ...roundOf(row.ref),
  }));
}

/** The round a play entry covers, from its ref; both null for any other entry. */
function roundOf(ref: string): Pick<TurnoverLog, 'game_id' | 'issue'> {
  const match = /^round:(\d+):(\d+):\d+$/.exec(ref);
  return match ? { game_id: Number(match[1]), issue: match[2]! } : { game_id: null, issue: null };
}
