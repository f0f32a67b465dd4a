// The promotion programs the operator sets (issue 28): the deposit bonus and the fixed deposit. Each change is a new
// immutable row of program_changes (migration 034); a program's settings are its newest row, read by whoever credits
// money in that transaction, so a change applies to what is credited after it and never to money already credited.
import type { DepositPromotion, FixedDepositPromotion, Promotions } from 'shared-contracts/api';
import { z } from 'zod';
import { writeAudit, type Actor } from '../audit/log';
import type { Db, Trx } from '../db/schema';
import { MAX_ENTRY_AMOUNT } from '../domain/ledger';

export const PROGRAMS = ['deposit_bonus', 'fixed_deposit'] as const;
export type ProgramName = (typeof PROGRAMS)[number];

/** Turnover multiples are hundredths (100 = x1), so 1.5 is exact. */
const MAX_MULTIPLE = 10_000;

/** The deposit bonus: percent of each deposit, floored, at most capMinor per deposit (null: no cap). */
export interface DepositBonusProgram {
  enabled: boolean;
  percent: number;
  capMinor: number | null;
  /** The turnover a credited deposit adds, in hundredths of its amount (100 = x1). */
  depositMultiple: number;
  /** The turnover a credited bonus adds, in hundredths of its amount. */
  bonusMultiple: number;
}

export interface FixedDepositTier {
  /** The lowest balance of the month that reaches the tier, minor units. */
  reserve: number;
  /** The month's bonus at this tier, minor units. */
  bonus: number;
}

export interface FixedDepositProgram {
  enabled: boolean;
  /** Strictly increasing reserves. */
  tiers: FixedDepositTier[];
  /** The announced term (its lock and forfeiture are not applied yet). */
  termMonths: number;
}

export interface ProgramSettings {
  deposit_bonus: DepositBonusProgram;
  fixed_deposit: FixedDepositProgram;
}

const minorAmount = z.number().int().min(0).max(MAX_ENTRY_AMOUNT);
const positiveMinor = z.number().int().min(1).max(MAX_ENTRY_AMOUNT);
const multiple = z.number().int().min(0).max(MAX_MULTIPLE);

const depositBonusSchema = z
  .object({
    enabled: z.boolean(),
    percent: z.number().int().min(0).max(100),
    capMinor: minorAmount.nullable(),
    depositMultiple: multiple,
    bonusMultiple: multiple,
  })
  .strict();

const fixedDepositSchema = z
  .object({
    enabled: z.boolean(),
    tiers: z
      .array(z.object({ reserve: positiveMinor, bonus: positiveMinor }).strict())
      .min(1)
      .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.reserve > tiers[i - 1]!.reserve), {
        message: 'tier reserves must be strictly increasing',
      }),
    termMonths: z.number().int().min(1).max(24),
  })
  .strict();

const SCHEMAS = { deposit_bonus: depositBonusSchema, fixed_deposit: fixedDepositSchema } as const;

const changeSchema = z.object({
  by: z.string().trim().min(1, 'who changes it (by) is required').max(64),
  note: z.string().trim().max(500).nullable(),
});

/** Settings or a change the rules refuse; nothing was written. */
export class ProgramSettingsError extends Error {
  constructor(
    readonly program: ProgramName,
    readonly problems: string[],
  ) {
    super(`${program}: ${problems.join('; ')}`);
    this.name = 'ProgramSettingsError';
  }
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
}

/** The settings if the program's rules accept them (pure). */
export function validateProgram<P extends ProgramName>(program: P, settings: unknown): ProgramSettings[P] {
  const parsed = SCHEMAS[program].safeParse(settings);
  if (!parsed.success) throw new ProgramSettingsError(program, problemsOf(parsed.error));
  return parsed.data as ProgramSettings[P];
}

export interface ProgramChange<P extends ProgramName = ProgramName> {
  id: number;
  program: P;
  settings: ProgramSettings[P];
  changedBy: string;
  note: string | null;
  createdAt: number;
}

type ProgramChangeRow = { id: number; program: string; settings: string; changed_by: string; note: string | null; created_at: number };

function toChange<P extends ProgramName>(program: P, row: ProgramChangeRow): ProgramChange<P> {
  return {
    id: Number(row.id),
    program,
    settings: validateProgram(program, JSON.parse(row.settings)),
    changedBy: row.changed_by,
    note: row.note,
    createdAt: Number(row.created_at),
  };
}

/** The program's settings in force: its newest change (migration 034 seeds one of each). */
export async function currentProgram<P extends ProgramName>(db: Db | Trx, program: P): Promise<ProgramSettings[P]> {
  const row = await db
    .selectFrom('program_changes')
    .selectAll()
    .where('program', '=', program)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`program ${program} has no settings (migration 034 seeds them)`);
  return toChange(program, row).settings;
}

/**
 * The program's settings in force at the instant `at`: its newest change made by then; before the first change, the
 * seed (the settings in force before programs could be changed). What a month's fixed deposit is paid by, whenever
 * it is paid.
 */
export async function programAt<P extends ProgramName>(db: Db | Trx, program: P, at: number): Promise<ProgramSettings[P]> {
  const changes = db.selectFrom('program_changes').selectAll().where('program', '=', program).limit(1);
  const row =
    (await changes.where('created_at', '<=', at).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst()) ??
    (await changes.orderBy('id', 'asc').executeTakeFirst());
  if (!row) throw new Error(`program ${program} has no settings (migration 034 seeds them)`);
  return toChange(program, row).settings;
}

/** The deposit bonus in force: read it in the transaction that credits the deposit. */
export function depositBonusProgram(db: Db | Trx): Promise<DepositBonusProgram> {
  return currentProgram(db, 'deposit_bonus');
}

/** The fixed deposit in force (now, or at `at`: a month is paid by the program at its payout moment). */
export function fixedDepositProgram(db: Db | Trx, at?: number): Promise<FixedDepositProgram> {
  return at === undefined ? currentProgram(db, 'fixed_deposit') : programAt(db, 'fixed_deposit', at);
}

export interface ChangeBy {
  /** Who acts, for the audit row: an operator of the back office, or the CLI (CLI_ACTOR). */
  actor: Actor;
  /** The name the program's history shows (the CLI's --by or the OS user); by default the actor. */
  by?: string;
  /** Why: the history's note and the audit row's reason. */
  note?: string | null;
  now?: number;
}

/**
 * Validates the program's new settings and records them as its newest change, with its audit row (before, after,
 * reason) in the same transaction: `db`'s when it is one, else its own. Refused, nothing is written.
 */
export async function changeProgram<P extends ProgramName>(
  db: Db | Trx,
  program: P,
  settings: ProgramSettings[P],
  { actor, by = actor.actor, note = null, now = Date.now() }: ChangeBy,
): Promise<ProgramChange<P>> {
  const valid = validateProgram(program, settings);
  const who = changeSchema.safeParse({ by, note });
  if (!who.success) throw new ProgramSettingsError(program, problemsOf(who.error));
  const record = async (trx: Trx) => {
    const before = await currentProgram(trx, program);
    const row = await trx
      .insertInto('program_changes')
      .values({ program, settings: JSON.stringify(valid), changed_by: who.data.by, note: who.data.note || null, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(
      trx,
      { ...actor, action: 'program.set', target: `program:${program}`, before, after: valid, reason: who.data.note || null },
      now,
    );
    return toChange(program, row);
  };
  return db.isTransaction ? record(db as Trx) : db.transaction().execute(record);
}

/** Every change of the program, newest first (the first seeded by migration 034). */
export async function programHistory<P extends ProgramName>(db: Db | Trx, program: P): Promise<ProgramChange<P>[]> {
  const rows = await db.selectFrom('program_changes').selectAll().where('program', '=', program).orderBy('id', 'desc').execute();
  return rows.map((row) => toChange(program, row));
}

/** The deposit bonus program on the wire (rechargeInfo's `promotion`, the promotions call): as set, on or off. */
export function depositPromotionOf(program: DepositBonusProgram): DepositPromotion {
  return {
    enabled: program.enabled,
    percent: program.percent,
    cap: program.capMinor,
    deposit_multiple: program.depositMultiple,
    bonus_multiple: program.bonusMultiple,
  };
}

/** The fixed deposit program on the wire (the promotions call, the back office). */
export function fixedDepositPromotionOf(program: FixedDepositProgram): FixedDepositPromotion {
  return { enabled: program.enabled, tiers: program.tiers, term_months: program.termMonths };
}

/** Settings as the back office sends them (the wire's shape), to check with `validateProgram`. */
export function programFromWire(promotion: DepositPromotion | FixedDepositPromotion): DepositBonusProgram | FixedDepositProgram {
  if ('percent' in promotion)
    return {
      enabled: promotion.enabled,
      percent: promotion.percent,
      capMinor: promotion.cap,
      depositMultiple: promotion.deposit_multiple,
      bonusMultiple: promotion.bonus_multiple,
    };
  return { enabled: promotion.enabled, tiers: promotion.tiers, termMonths: promotion.term_months };
}

/** Both programs in force, for the texts that announce them (the promotions call). */
export async function promotionsInForce(db: Db | Trx): Promise<Promotions> {
  return {
    deposit_bonus: depositPromotionOf(await depositBonusProgram(db)),
    fixed_deposit: fixedDepositPromotionOf(await fixedDepositProgram(db)),
  };
}
