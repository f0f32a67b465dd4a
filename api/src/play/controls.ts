import { play, type PlayControls } from 'shared-contracts/api';
import type { Db, Dialect, Trx } from '../db/schema';
import { breakAt, limitAt, NO_LIMIT, periodOf, type Break, type BreakKind, type LimitPeriod, type StoredLimit } from '../domain/play';
import { depositUsed, lossUsed } from './usage';
import { toUnixSeconds } from '../domain/time';

export type LimitKind = 'deposit' | 'loss' | 'stake';

/** A member's controls as stored (limits keyed `kind:period`, the stake limit `stake:`). */
export interface Controls {
  limits: Map<string, StoredLimit>;
  realityCheckMinutes: number;
  /** The break running or last run (see breakAt). */
  break: Break | null;
}

export const limitKey = (kind: LimitKind, period: LimitPeriod | '') => `${kind}:${period}`;

/**
 * One indexed read: the settings row with the member's limit rows. A member who never set anything has no row (the
 * defaults). Every limit write first makes the settings row, so limits without one never exist.
 */
export async function readControls(db: Db | Trx, userId: number): Promise<Controls> {
  const rows = await db
    .selectFrom('play_settings as s')
    .leftJoin('play_limits as l', 'l.user_id', 's.user_id')
    .select([
      's.reality_check_minutes',
      's.break_kind',
      's.break_until',
      'l.kind',
      'l.period',
      'l.amount',
      'l.pending_amount',
      'l.pending_at',
    ])
    .where('s.user_id', '=', userId)
    .execute();
  const first = rows[0];
  const limits = new Map<string, StoredLimit>();
  for (const row of rows) {
    if (row.kind === null) continue;
    limits.set(`${row.kind}:${row.period}`, {
      amount: row.amount === null ? null : Number(row.amount),
      pending:
        row.pending_at === null
          ? null
          : { amount: row.pending_amount === null ? null : Number(row.pending_amount), effectiveAt: Number(row.pending_at) },
    });
  }
  return {
    limits,
    realityCheckMinutes: first?.reality_check_minutes ?? play.DEFAULT_REALITY_CHECK_MINUTES,
    break: first?.break_until != null ? { kind: first.break_kind as BreakKind, until: Number(first.break_until) } : null,
  };
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

export async function writeLimit(
  trx: Db | Trx,
  userId: number,
  kind: LimitKind,
  period: LimitPeriod | '',
  limit: StoredLimit,
): Promise<void> {
  await ensureSettings(trx, userId);
  const values = { amount: limit.amount, pending_amount: limit.pending?.amount ?? null, pending_at: limit.pending?.effectiveAt ?? null };
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

/** Only ever called with a break that ends no sooner than the running one (takeBreakAt). */
export async function writeBreak(trx: Db | Trx, userId: number, taken: Break): Promise<void> {
  await ensureSettings(trx, userId);
  await trx.updateTable('play_settings').set({ break_kind: taken.kind, break_until: taken.until }).where('user_id', '=', userId).execute();
}

const pendingOf = (limit: StoredLimit) =>
  limit.pending ? { amount: limit.pending.amount, effective_at: toUnixSeconds(limit.pending.effectiveAt) } : null;

/** playControls' answer: the limits in force at `now` with what is used of them, the reality check, the break running. */
export async function controlsAnswer(db: Db | Trx, userId: number, now: number, timeZone: string): Promise<PlayControls> {
  const controls = await readControls(db, userId);
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
      };
    }),
  );
  const stake = limitOf(controls, 'stake', '', now);
  const running = breakAt(controls.break, now);
  return {
    limits,
    max_stake: { amount: stake.amount, pending: pendingOf(stake) },
    reality_check_minutes: controls.realityCheckMinutes,
    break: running ? { kind: running.kind, until: toUnixSeconds(running.until) } : null,
  };
}
