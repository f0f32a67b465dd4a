import { play, type PlayControls } from 'shared-contracts/api';
import type { Db, Dialect, Trx } from '../db/schema';
import {
  breakAt,
  INDEFINITE_UNTIL,
  limitAt,
  NO_LIMIT,
  periodOf,
  type Break,
  type BreakKind,
  type LimitPeriod,
  type StoredLimit,
} from '../domain/play';
import { depositUsed, lossUsed } from './usage';
import { toUnixSeconds } from '../domain/time';

export type LimitKind = 'deposit' | 'loss' | 'stake';

/** Support's hand on a break or a limit in force (issue 40): the operator ('operator:<name>'), why, since when (ms). */
export interface Imposition {
  by: string;
  reason: string;
  since: number;
}

/** A break as stored: when it was taken (null before migration 057) and, imposed, by whom and why. */
export interface StoredBreak extends Break {
  since: number | null;
  imposed: Imposition | null;
}

/** A member's controls as stored (limits keyed `kind:period`, the stake limit `stake:`). */
export interface Controls {
  limits: Map<string, StoredLimit>;
  /** The limits whose amount in force support set, by key (a pending change that has applied since is not support's). */
  imposed: Map<string, Imposition>;
  realityCheckMinutes: number;
  /** The break running or last run (see breakAt). */
  break: StoredBreak | null;
}

export const limitKey = (kind: LimitKind, period: LimitPeriod | '') => `${kind}:${period}`;

/**
 * One indexed read: the settings row with the member's limit rows. A member who never set anything has no row (the
 * defaults). Every limit write first makes the settings row, so limits without one never exist.
 */
export async function readControls(db: Db | Trx, userId: number, now: number = Date.now()): Promise<Controls> {
  const rows = await db
    .selectFrom('play_settings as s')
    .leftJoin('play_limits as l', 'l.user_id', 's.user_id')
    .select([
      's.reality_check_minutes',
      's.break_kind',
      's.break_until',
      's.break_since',
      's.break_by',
      's.break_reason',
      'l.kind',
      'l.period',
      'l.amount',
      'l.pending_amount',
      'l.pending_at',
      'l.imposed_by',
      'l.imposed_reason',
      'l.imposed_at',
    ])
    .where('s.user_id', '=', userId)
    .execute();
  const first = rows[0];
  const limits = new Map<string, StoredLimit>();
  const imposed = new Map<string, Imposition>();
  for (const row of rows) {
    if (row.kind === null) continue;
    const key = `${row.kind}:${row.period}`;
    limits.set(key, {
      amount: row.amount === null ? null : Number(row.amount),
      pending:
        row.pending_at === null
          ? null
          : { amount: row.pending_amount === null ? null : Number(row.pending_amount), effectiveAt: Number(row.pending_at) },
    });
    const applied = row.pending_at !== null && now >= Number(row.pending_at);
    if (row.imposed_by && !applied)
      imposed.set(key, { by: row.imposed_by, reason: row.imposed_reason ?? '', since: Number(row.imposed_at) });
  }
  return {
    limits,
    imposed,
    realityCheckMinutes: first?.reality_check_minutes ?? play.DEFAULT_REALITY_CHECK_MINUTES,
    break: first?.break_until != null ? storedBreak(first) : null,
  };
}

function storedBreak(row: {
  break_kind: string | null;
  break_until: number | null;
  break_since: number | null;
  break_by: string | null;
  break_reason: string | null;
}): StoredBreak {
  const since = row.break_since === null ? null : Number(row.break_since);
  return {
    kind: row.break_kind as BreakKind,
    until: Number(row.break_until),
    since,
    imposed: row.break_by ? { by: row.break_by, reason: row.break_reason ?? '', since: since ?? 0 } : null,
  };
}

/** Whether an exclusion (the member's own or imposed) runs at `now`: such a member receives no promotion. */
export async function isExcluded(db: Db | Trx, userId: number, now: number): Promise<boolean> {
  return breakAt((await readControls(db, userId, now)).break, now)?.kind === 'exclusion';
}

export function limitOf(controls: Controls, kind: LimitKind, period: LimitPeriod | '', now: number): StoredLimit {
  return limitAt(controls.limits.get(limitKey(kind, period)) ?? NO_LIMIT, now);
}

/**
 * The member's row locked for the rest of the transaction (PostgreSQL; SQLite runs one write at a time): the
 * play writes and the guards of deposits and bets of one member run one after another, never on a stale read.
 */
export async function lockMember(trx: Db | Trx, dialect: Dialect, userId: number): Promise<void> {
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
}

async function ensureSettings(trx: Db | Trx, userId: number): Promise<void> {
  await trx
    .insertInto('play_settings')
    .values({ user_id: userId, reality_check_minutes: play.DEFAULT_REALITY_CHECK_MINUTES, break_kind: null, break_until: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Writes a limit and whose amount is in force: `author.imposition` (support's; null: the member's own) when `limit`
 * changed the amount in force, else the one in force stays (a raise only waiting changes nobody's limit yet). With no
 * author the amount is the member's own.
 */
export async function writeLimit(
  trx: Db | Trx,
  userId: number,
  kind: LimitKind,
  period: LimitPeriod | '',
  limit: StoredLimit,
  author?: { before: Controls; imposition: Imposition | null; now: number },
): Promise<void> {
  await ensureSettings(trx, userId);
  const changed = !author || limitOf(author.before, kind, period, author.now).amount !== limit.amount;
  const imposed = changed ? (author?.imposition ?? null) : (author.before.imposed.get(limitKey(kind, period)) ?? null);
  const values = {
    amount: limit.amount,
    pending_amount: limit.pending?.amount ?? null,
    pending_at: limit.pending?.effectiveAt ?? null,
    imposed_by: imposed?.by ?? null,
    imposed_reason: imposed?.reason ?? null,
    imposed_at: imposed?.since ?? null,
  };
  await trx
    .insertInto('play_limits')
    .values({ user_id: userId, kind, period, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

export async function writeRealityCheck(trx: Db | Trx, userId: number, minutes: number): Promise<void> {
  await ensureSettings(trx, userId);
  await trx.updateTable('play_settings').set({ reality_check_minutes: minutes }).where('user_id', '=', userId).execute();
}

/**
 * Only ever called with a break that ends no sooner than the running one (takeBreakAt, imposeExclusionAt). Whoever
 * takes the later end owns the break: `imposition` when support imposed it, null when the member took it.
 */
export async function writeBreak(
  trx: Db | Trx,
  userId: number,
  taken: Break,
  now: number = Date.now(),
  imposition: Imposition | null = null,
): Promise<void> {
  await ensureSettings(trx, userId);
  await trx
    .updateTable('play_settings')
    .set({
      break_kind: taken.kind,
      break_until: taken.until,
      break_since: now,
      break_by: imposition?.by ?? null,
      break_reason: imposition?.reason ?? null,
    })
    .where('user_id', '=', userId)
    .execute();
}

const pendingOf = (limit: StoredLimit) =>
  limit.pending ? { amount: limit.pending.amount, effective_at: toUnixSeconds(limit.pending.effectiveAt) } : null;
const imposedOf = (imposition: Imposition | null | undefined) =>
  imposition ? { reason: imposition.reason, since: toUnixSeconds(imposition.since) } : null;

/** playControls' answer: the limits in force at `now` with what is used of them, the reality check, the break running. */
export async function controlsAnswer(db: Db | Trx, userId: number, now: number, timeZone: string): Promise<PlayControls> {
  const controls = await readControls(db, userId, now);
  const ranges = play.LIMIT_PERIODS.map((period) => periodOf(now, period, timeZone));
  const used = { deposit: await depositUsed(db, userId, ranges, now), loss: await lossUsed(db, userId, ranges) };
  const limits = play.LIMIT_KINDS.flatMap((kind) =>
    play.LIMIT_PERIODS.map((period, i) => {
      const limit = limitOf(controls, kind, period, now);
      return {
        kind,
        period,
        amount: limit.amount,
        pending: pendingOf(limit),
        used: Math.max(0, used[kind][i]!),
        resets_at: toUnixSeconds(ranges[i]!.to),
        imposed: imposedOf(controls.imposed.get(limitKey(kind, period))),
      };
    }),
  );
  const stake = limitOf(controls, 'stake', '', now);
  const running = breakAt(controls.break, now);
  return {
    limits,
    max_stake: { amount: stake.amount, pending: pendingOf(stake), imposed: imposedOf(controls.imposed.get(limitKey('stake', ''))) },
    reality_check_minutes: controls.realityCheckMinutes,
    break: running
      ? {
          kind: running.kind,
          until: toUnixSeconds(running.until),
          indefinite: running.until === INDEFINITE_UNTIL,
          imposed: imposedOf(running.imposed),
        }
      : null,
  };
}
