import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { type PlacedBet, ORDER_STATUS, ROUND_STATUS, parseOrderBet } from '../domain/lottery';
import {
  auditTurnover,
  roundPlay,
  stakeCounted,
  type AuditedStep,
  type RoundPlay,
  type Standing,
  type TurnoverProblem,
} from '../domain/promotions/turnover';
import { roundRef } from './turnover';

/** A turnover movement with no cause, or a credit with no movement. */
export type TurnoverLinkProblem =
  /** A deposit or its bonus credited since migration 035 added no turnover (or not as the rules say). */
  | { kind: 'turnover_credit_missing'; ledgerEntryId: number }
  /** A deposit or bonus movement that is no credit of the member's of that amount. */
  | { kind: 'turnover_credit_unmatched'; entryId: number; ref: string }
  /**
   * A stake counted that is not its cause's: a round's, not the member's settled orders of that round (all of them
   * settled, that stake, that return whatever the draw); an order's (before migration 044), no settled order of the
   * member's with that stake.
   */
  | { kind: 'turnover_play_unmatched'; entryId: number; ref: string }
  /** A member's round settled while turnover was left, with a stake at risk, that counted nothing down (its ref). */
  | { kind: 'turnover_play_missing'; ref: string }
  /** A waiver that is no approved waiver request (operators/requests) of the member's of that amount. */
  | { kind: 'turnover_waiver_unmatched'; entryId: number; ref: string }
  /** A voided round's give-back that is not what the member's play of that round counted, or of a round not voided. */
  | { kind: 'turnover_void_unmatched'; entryId: number; ref: string };

export interface TurnoverFailure {
  userId: number;
  problems: Array<TurnoverProblem | TurnoverLinkProblem>;
}

export interface TurnoverReport {
  /** Members with a turnover standing or movement. */
  members: number;
  entries: number;
  failures: TurnoverFailure[];
}

/**
 * The turnover's part of `ledger:verify`, from one snapshot: per member the chain of movements and the standing
 * (domain/promotions/turnover.ts auditTurnover), each deposit and bonus credited since migration 035 with its movement, each
 * movement with its credit, each stake counted with its member's settled round (or before migration 044 its order),
 * each member's round settled while turnover was left with its count, each waiver with the approved request that
 * asked it, and each voided round's give-back with the play it gives back.
 */
export async function verifyTurnover(db: Db): Promise<TurnoverReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const problems = new Map<number, TurnoverFailure['problems']>();
      const report = (userId: number, found: TurnoverFailure['problems']) => {
        if (found.length) problems.set(userId, [...(problems.get(userId) ?? []), ...found]);
      };
      const standings = new Map<number, Standing>();
      for (const row of await trx.selectFrom('turnover_standings').selectAll().execute())
        standings.set(Number(row.user_id), { left: Number(row.turnover_left), required: Number(row.required) });
      const moved = await trx.selectFrom('turnover_entries').select('user_id').distinct().execute();
      const members = [...new Set([...standings.keys(), ...moved.map((row) => Number(row.user_id))])].sort((a, b) => a - b);
      let entries = 0;
      for (const userId of members) {
        const steps = await stepsOf(trx, userId);
        entries += steps.length;
        report(userId, auditTurnover(standings.get(userId) ?? { left: 0, required: 0 }, steps));
        report(userId, await roundProblems(trx, userId, steps));
      }
      for (const [userId, found] of await creditProblems(trx)) report(userId, found);
      for (const row of await unmatchedPlay(trx))
        report(Number(row.user_id), [{ kind: 'turnover_play_unmatched', entryId: Number(row.id), ref: row.ref }]);
      for (const row of await unmatchedWaivers(trx))
        report(row.userId, [{ kind: 'turnover_waiver_unmatched', entryId: row.id, ref: row.ref }]);
      for (const row of await unmatchedVoids(trx))
        report(Number(row.user_id), [{ kind: 'turnover_void_unmatched', entryId: Number(row.id), ref: row.ref }]);
      const failures = [...problems].sort(([a], [b]) => a - b).map(([userId, found]) => ({ userId, problems: found }));
      return { members: members.length, entries, failures };
    });
}

type TimedStep = AuditedStep & { at: number; ref: string };

async function stepsOf(trx: Trx, userId: number): Promise<TimedStep[]> {
  const rows = await trx.selectFrom('turnover_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => ({
    at: Number(row.created_at),
    ref: row.ref,
    id: Number(row.id),
    kind: row.kind,
    amount: Number(row.amount),
    delta: Number(row.delta),
    leftAfter: Number(row.left_after),
    multiple: row.multiple === null ? null : Number(row.multiple),
    returned: row.returned === null ? null : Number(row.returned),
  }));
}

/**
 * Deposits credited since the rule began (and the gifts posted with them: the same member and ref) against the deposit
 * and bonus movements, both ways: each credit has its movement of its amount, each movement its credit.
 */
async function creditProblems(trx: Trx): Promise<Map<number, TurnoverLinkProblem[]>> {
  const start = await trx.selectFrom('turnover_start').select('first_entry_id').executeTakeFirstOrThrow();
  const credits = await trx
    .selectFrom('ledger_entries as d')
    .select(['d.id', 'd.user_id', 'd.type', 'd.amount'])
    .where('d.id', '>=', Number(start.first_entry_id))
    .where('d.status', '=', ENTRY_STATUS.passed)
    .where('d.delta', '>', 0)
    .where((eb) =>
      eb.or([
        eb('d.type', '=', ENTRY_TYPE.deposit),
        eb.and([
          eb('d.type', '=', ENTRY_TYPE.gift),
          eb.exists(
            eb
              .selectFrom('ledger_entries as c')
              .select('c.id')
              .whereRef('c.user_id', '=', 'd.user_id')
              .whereRef('c.ref', '=', 'd.ref')
              .where('c.type', '=', ENTRY_TYPE.deposit)
              .where('c.status', '=', ENTRY_STATUS.passed)
              .where('c.delta', '>', 0),
          ),
        ]),
      ]),
    )
    .execute();
  const movements = await trx
    .selectFrom('turnover_entries')
    .select(['id', 'user_id', 'kind', 'amount', 'ref'])
    .where('kind', 'in', ['deposit', 'bonus'])
    .execute();
  const byRef = new Map(movements.map((row) => [`${row.kind}:${row.ref}`, row]));
  const problems = new Map<number, TurnoverLinkProblem[]>();
  const add = (userId: number, problem: TurnoverLinkProblem) => problems.set(userId, [...(problems.get(userId) ?? []), problem]);
  const matched = new Set<number>();
  for (const credit of credits) {
    const kind = Number(credit.type) === ENTRY_TYPE.deposit ? 'deposit' : 'bonus';
    const movement = byRef.get(`${kind}:${credit.id}`);
    if (movement && Number(movement.user_id) === Number(credit.user_id) && Number(movement.amount) === Number(credit.amount)) {
      matched.add(Number(movement.id));
    } else {
      add(Number(credit.user_id), { kind: 'turnover_credit_missing', ledgerEntryId: Number(credit.id) });
    }
  }
  for (const movement of movements) {
    if (!matched.has(Number(movement.id)))
      add(Number(movement.user_id), { kind: 'turnover_credit_unmatched', entryId: Number(movement.id), ref: movement.ref });
  }
  return problems;
}

/** A member's orders of one round not counted on their own, as their count recomputes them. */
interface MemberRound extends RoundPlay {
  ref: string;
  /** When its last order was settled: its count's moment (the batch that settled it). */
  at: number;
  /** An order of it is still pending: nothing is counted yet. */
  open: boolean;
}

/**
 * Each play entry of a round against the member's orders of that round (all settled, its stake, its return whatever
 * the draw: the rule recomputed), and each settled round of the member's with a stake at risk that counted nothing
 * down while turnover was left. A settlement counts a member's round in the transaction that settles its last order,
 * at that moment (the orders' last settled_at, the movement's created_at): a round without a movement is right only
 * when the member's turnover left after that moment's movements, or before it when it has none, is 0. A movement of
 * another transaction stamped in the same millisecond is not counted before it (no false alarm). Orders counted on
 * their own (before migration 044) are the older rule's, checked by unmatchedPlay.
 */
async function roundProblems(trx: Trx, userId: number, steps: TimedStep[]): Promise<TurnoverLinkProblem[]> {
  const rounds = await playedRounds(trx, userId);
  const problems: TurnoverLinkProblem[] = [];
  for (const step of steps) {
    if (step.kind !== 'play' || step.returned === null) continue;
    const round = rounds.get(step.ref);
    if (!round || round.open || round.stake !== step.amount || round.returned !== step.returned)
      problems.push({ kind: 'turnover_play_unmatched', entryId: step.id, ref: step.ref });
  }
  if (steps.length === 0) return problems;
  const counted = new Set(steps.filter((step) => step.kind === 'play').map((step) => step.ref));
  // One walk over both, in time order (rounds by their count's moment, movements by time then id).
  const timed = [...steps].sort((a, b) => a.at - b.at || a.id - b.id);
  const settled = [...rounds.values()].filter((round) => !round.open).sort((a, b) => a.at - b.at);
  let next = 0;
  let before: TimedStep | undefined;
  for (const round of settled) {
    while (next < timed.length && timed[next]!.at < round.at) before = timed[next++];
    if (counted.has(round.ref)) continue;
    let atMoment: TimedStep | undefined;
    for (let i = next; i < timed.length && timed[i]!.at === round.at; i++) if (timed[i]!.kind === 'play') atMoment = timed[i];
    const left = (atMoment ?? before)?.leftAfter ?? 0;
    if (stakeCounted(round.stake, left, round.returned) > 0) problems.push({ kind: 'turnover_play_missing', ref: round.ref });
  }
  return problems;
}

/** The member's rounds with an order, by their play entry's ref, leaving out orders counted on their own. */
async function playedRounds(trx: Trx, userId: number): Promise<Map<string, MemberRound>> {
  const orders = await trx
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_rounds as r', 'r.id', 'o.round_id')
    .leftJoin('turnover_entries as t', (join) => join.onRef('t.ref', '=', 'o.order_no').on('t.kind', '=', 'play'))
    .select(['r.game_id', 'r.issue', 'o.status', 'o.settled_at', 'o.play_type', 'o.odds', 'o.money'])
    .where('o.user_id', '=', userId)
    .where('t.id', 'is', null)
    .orderBy('o.id')
    .execute();
  const byRound = new Map<string, { bets: PlacedBet[]; at: number; open: boolean }>();
  for (const order of orders) {
    const ref = roundRef({ game_id: Number(order.game_id), issue: order.issue }, userId);
    const round = byRound.get(ref) ?? { bets: [], at: 0, open: false };
    // An order voided after it was settled counted as settled (its count, if any, is given back by a `void` entry);
    // one voided before never counted.
    if (order.settled_at !== null && Number(order.status) !== ORDER_STATUS.pending) {
      round.bets.push(parseOrderBet(order));
      round.at = Math.max(round.at, Number(order.settled_at));
    } else round.open = true;
    byRound.set(ref, round);
  }
  return new Map([...byRound].map(([ref, { bets, at, open }]) => [ref, { ref, at, open, ...roundPlay(bets) }]));
}

/** Stakes counted on their own (before migration 044) that match no settled order of the member's with that stake. */
function unmatchedPlay(trx: Trx) {
  return trx
    .selectFrom('turnover_entries as t')
    .leftJoin('lottery_orders as o', 'o.order_no', 't.ref')
    .select(['t.id', 't.user_id', 't.ref'])
    .where('t.kind', '=', 'play')
    .where('t.returned', 'is', null)
    .where((eb) =>
      eb.or([
        eb('o.id', 'is', null),
        eb('o.user_id', '<>', eb.ref('t.user_id')),
        eb('o.quantity', '<>', eb.ref('t.amount')),
        eb('o.status', '<>', ORDER_STATUS.settled),
      ]),
    )
    .orderBy('t.id')
    .execute();
}

/** Waivers that match no approved waiver request (operators/requests) of the member's for that amount. */
async function unmatchedWaivers(trx: Trx): Promise<Array<{ id: number; userId: number; ref: string }>> {
  const waivers = await trx
    .selectFrom('turnover_entries')
    .select(['id', 'user_id', 'amount', 'ref'])
    .where('kind', '=', 'waiver')
    .orderBy('id')
    .execute();
  if (waivers.length === 0) return [];
  const approved = await trx
    .selectFrom('ops_requests')
    .select(['id', 'payload'])
    .where('kind', '=', 'turnover.waive')
    .where('state', '=', 'approved')
    .execute();
  const asked = new Map(approved.map((row) => [`request:${row.id}`, JSON.parse(row.payload) as { userId: number; amount: number }]));
  return waivers
    .filter((row) => {
      const request = asked.get(row.ref);
      return !request || request.userId !== Number(row.user_id) || request.amount !== Number(row.amount);
    })
    .map((row) => ({ id: Number(row.id), userId: Number(row.user_id), ref: row.ref }));
}

/**
 * Give-backs of a voided round (kind `void`) that match no play of the member's with the same ref and what it counted
 * (-delta), or whose round (named by the ref) is not voided. Voids are rare: read them all, then their plays and rounds.
 */
async function unmatchedVoids(trx: Trx): Promise<Array<{ id: number; user_id: number; ref: string }>> {
  const voids = await trx
    .selectFrom('turnover_entries as v')
    .leftJoin('turnover_entries as p', (join) => join.onRef('p.ref', '=', 'v.ref').on('p.kind', '=', 'play'))
    .select(['v.id', 'v.user_id', 'v.ref', 'v.amount', 'p.user_id as play_user', 'p.delta as play_delta'])
    .where('v.kind', '=', 'void')
    .orderBy('v.id')
    .execute();
  const unmatched = [];
  for (const entry of voids) {
    const match = /^round:(\d+):(\d+):\d+$/.exec(entry.ref);
    const round =
      match &&
      (await trx
        .selectFrom('lottery_rounds')
        .select('status')
        .where('game_id', '=', Number(match[1]))
        .where('issue', '=', match[2]!)
        .executeTakeFirst());
    const played =
      entry.play_user !== null && Number(entry.play_user) === Number(entry.user_id) && -Number(entry.play_delta) === Number(entry.amount);
    if (!played || round?.status !== ROUND_STATUS.voided)
      unmatched.push({ id: Number(entry.id), user_id: Number(entry.user_id), ref: entry.ref });
  }
  return unmatched;
}
