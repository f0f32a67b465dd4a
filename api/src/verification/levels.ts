// Which verification level a withdrawal needs (issue 40): above the basic threshold, basic; above the full one, full;
// the amount alone or with the member's withdrawals of the last 30 days, whichever is larger.
import { formatMoney } from 'shared-contracts';
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { AppError } from '../i18n/errors';
import { VERIFICATION_ERR } from './errors';
import type { VerificationSettings } from './settings';
import type { VerificationLevel } from './tables';

const RANK: Record<VerificationLevel, number> = { none: 0, basic: 1, full: 2 };
const THIRTY_DAYS_MS = 30 * 86_400_000;

export interface Thresholds {
  /** Minor units: a withdrawal above it needs basic. */
  basicAbove: number;
  fullAbove: number;
}

/** The thresholds in force: the newest an admin set (migration 060), else the settings' shipped defaults. */
export async function thresholdsInForce(db: Db | Trx, settings: VerificationSettings): Promise<Thresholds> {
  const { basicAbove, fullAbove } = await thresholdsAsSet(db, settings);
  return { basicAbove, fullAbove };
}

/** The thresholds in force, with who set them and when (both null while the shipped defaults hold). */
export async function thresholdsAsSet(
  db: Db | Trx,
  settings: VerificationSettings,
): Promise<Thresholds & { setBy: string | null; setAt: number | null }> {
  const set = await db
    .selectFrom('verification_thresholds')
    .select(['basic_above', 'full_above', 'set_by', 'set_at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return set
    ? { basicAbove: Number(set.basic_above), fullAbove: Number(set.full_above), setBy: set.set_by, setAt: Number(set.set_at) }
    : { basicAbove: settings.basicAbove, fullAbove: settings.fullAbove, setBy: null, setAt: null };
}

export async function levelOf(db: Db | Trx, userId: number): Promise<VerificationLevel> {
  const row = await db.selectFrom('member_verification').select('level').where('user_id', '=', userId).executeTakeFirst();
  return row?.level ?? 'none';
}

/** The level `amount` needs (none when under both thresholds). */
export function levelFor(amount: number, thresholds: Thresholds): VerificationLevel {
  if (amount > thresholds.fullAbove) return 'full';
  if (amount > thresholds.basicAbove) return 'basic';
  return 'none';
}

/** The member's withdrawals asked in the 30 days up to `now`, not rejected (a rejected one paid nothing). */
async function withdrawnIn30Days(db: Db | Trx, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('type', '=', ENTRY_TYPE.withdrawal)
    .where('settles', 'is', null)
    .where('status', '!=', ENTRY_STATUS.rejected)
    .where('created_at', '>', now - THIRTY_DAYS_MS)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Refuses a withdrawal of `amount` the member's level does not cover, naming the level, the amount, the threshold and,
 * when the 30 days made the difference, their total. Run just after the withdrawal is held, in its transaction: the
 * total counts it, the member's row is locked by the debit (two withdrawals at once are weighed together), and the
 * refusal rolls the hold back, changing nothing.
 */
export async function refuseBelowLevel(db: Db | Trx, settings: VerificationSettings, userId: number, amount: number, now: number) {
  const thresholds = await thresholdsInForce(db, settings);
  const total = await withdrawnIn30Days(db, userId, now);
  const needed = levelFor(total, thresholds);
  if (RANK[await levelOf(db, userId)] >= RANK[needed]) return;
  const level = needed as Exclude<VerificationLevel, 'none'>;
  const threshold = formatMoney(level === 'full' ? thresholds.fullAbove : thresholds.basicAbove);
  const alone = levelFor(amount, thresholds) === needed;
  if (alone) throw new AppError(VERIFICATION_ERR.levelNeeded[level], { amount: formatMoney(amount), threshold });
  throw new AppError(VERIFICATION_ERR.levelNeededOver30Days[level], { amount: formatMoney(amount), total: formatMoney(total), threshold });
}
