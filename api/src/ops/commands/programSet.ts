import { parseMoney } from 'shared-contracts';
import {
  currentProgram,
  ProgramSettingsError,
  validateProgram,
  type DepositBonusProgram,
  type FixedDepositProgram,
  type ProgramName,
} from '../../promotions/programs';
import { OpsError, usageError, type OpsCommand } from '../command';
import { askChange } from '../../operators/requests';
import { refusedInWords } from './adminRefusal';
import { changedFields, programArg, programTitle } from './programArgs';
import { printAsked } from './requestArgs';

/** What a change reaches, told to the operator who made it. */
const APPLIES: Record<ProgramName, string> = {
  deposit_bonus: 'once approved, it applies to deposits credited from then on; bonuses already credited do not change',
  fixed_deposit: 'once approved, it applies to the months whose payout moment is still to come; bonuses already paid do not change',
};

export const programSet: OpsCommand = {
  name: 'program:set',
  usage:
    'deposit-bonus [--on|--off] [--percent N] [--cap U|--no-cap] [--deposit-multiple X] [--bonus-multiple X] | ' +
    'fixed-deposit [--on|--off] [--tiers U:U,...] [--term-months N]; then [--note "..."] --by <operator>',
  summary:
    'ask to change a promotion program (amounts in u, multiples like 1.5; another admin approves); applies to what is credited after the approval, recorded with who and why (audited)',
  async run(ctx, args) {
    const { db, out } = ctx;
    const [name, ...rest] = args;
    if (!name) throw usageError(programSet);
    const program = programArg(name);
    const flags = parseFlags(rest);
    const note = flags.take('--note');
    const asked = await db.transaction().execute(async (trx) => {
      const before = await currentProgram(trx, program);
      const asked =
        program === 'deposit_bonus'
          ? depositBonusOf(before as DepositBonusProgram, flags)
          : fixedDepositOf(before as FixedDepositProgram, flags);
      flags.refuseLeftovers();
      const after = await refusedAsUsage(() => validateProgram(program, asked));
      const changed = changedFields(program, before, after);
      if (!changed.length) throw new OpsError(`${programTitle(program)}: nothing to change (program:show ${name}); nothing was written`, 2);
      const reason = note || `${programTitle(program)}: ${changed.join('; ')}`;
      const id = await refusedInWords(() =>
        askChange(ctx, trx, { kind: 'program.set', payload: { program, settings: after }, reason }, ctx.by),
      );
      return { id, changed };
    });
    printAsked(ctx, asked.id, `${programTitle(program)}: ${asked.changed.join('; ')}`);
    out(APPLIES[program]);
  },
};

/** The program's refusal (its rules, a missing name) as the operator's usage error: nothing was written. */
async function refusedAsUsage<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProgramSettingsError) throw new OpsError(`${error.message}; nothing was written`, 2);
    throw error;
  }
}

interface Flags {
  /** Whether the switch is present (consumed). */
  has(flag: string): boolean;
  /** The value after the flag (consumed), or undefined when the flag is absent. */
  take(flag: string): string | undefined;
  refuseLeftovers(): void;
}

/** `--flag value` pairs and bare `--switch`es, each at most once; the value of a pair never starts with `--`. */
function parseFlags(args: string[]): Flags {
  const values = new Map<string, string | null>();
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    if (!flag.startsWith('--')) throw new OpsError(`unexpected "${flag}"`, 2);
    if (values.has(flag)) throw new OpsError(`${flag} given twice`, 2);
    const next = args[i + 1];
    const value = next !== undefined && !next.startsWith('--') ? next : null;
    values.set(flag, value);
    if (value !== null) i++;
  }
  return {
    has(flag) {
      if (!values.has(flag)) return false;
      if (values.get(flag) !== null) throw new OpsError(`${flag} takes no value`, 2);
      values.delete(flag);
      return true;
    },
    take(flag) {
      if (!values.has(flag)) return undefined;
      const value = values.get(flag);
      if (value === null || value === undefined) throw new OpsError(`${flag} needs a value`, 2);
      values.delete(flag);
      return value;
    },
    refuseLeftovers() {
      if (values.size) throw new OpsError(`unknown for this program: ${[...values.keys()].join(' ')}`, 2);
    },
  };
}

/** --on / --off: the switch, or unchanged. */
function enabledOf(flags: Flags, before: boolean): boolean {
  const on = flags.has('--on');
  const off = flags.has('--off');
  if (on && off) throw new OpsError('--on and --off together', 2);
  return on ? true : off ? false : before;
}

/** A whole count (percent, months): digits only, so '10.5' or '1e2' is refused rather than read. */
function countOf(flag: string, text: string): number {
  if (!/^\d{1,6}$/.test(text)) throw new OpsError(`${flag} takes a whole number (got "${text}")`, 2);
  return Number(text);
}

/** An amount in u with at most 2 decimals, to minor units exactly (parseMoney reads digits, never a float). */
function amountOf(flag: string, text: string): number {
  const minor = parseMoney(text);
  if (minor === null) throw new OpsError(`${flag} takes an amount in u with at most 2 decimals (got "${text}")`, 2);
  return minor;
}

/** A multiple like 1 or 1.5, to hundredths exactly: the same digits-only reading as an amount (1.5 -> 150). */
function multipleOf(flag: string, text: string): number {
  const hundredths = parseMoney(text);
  if (hundredths === null) throw new OpsError(`${flag} takes a multiple with at most 2 decimals, e.g. 1 or 1.5 (got "${text}")`, 2);
  return hundredths;
}

function depositBonusOf(before: DepositBonusProgram, flags: Flags): DepositBonusProgram {
  const percent = flags.take('--percent');
  const cap = flags.take('--cap');
  const noCap = flags.has('--no-cap');
  if (cap !== undefined && noCap) throw new OpsError('--cap and --no-cap together', 2);
  const depositMultiple = flags.take('--deposit-multiple');
  const bonusMultiple = flags.take('--bonus-multiple');
  return {
    enabled: enabledOf(flags, before.enabled),
    percent: percent === undefined ? before.percent : countOf('--percent', percent),
    capMinor: noCap ? null : cap === undefined ? before.capMinor : amountOf('--cap', cap),
    depositMultiple: depositMultiple === undefined ? before.depositMultiple : multipleOf('--deposit-multiple', depositMultiple),
    bonusMultiple: bonusMultiple === undefined ? before.bonusMultiple : multipleOf('--bonus-multiple', bonusMultiple),
  };
}

/** --tiers 100000:5000,200000:12000: each tier's reserve and monthly bonus in u. */
function tiersOf(text: string): FixedDepositProgram['tiers'] {
  return text.split(',').map((pair) => {
    const [reserve, bonus, ...extra] = pair.split(':');
    if (reserve === undefined || bonus === undefined || extra.length)
      throw new OpsError(`--tiers takes reserve:bonus pairs in u separated by commas (got "${pair}")`, 2);
    return { reserve: amountOf('--tiers', reserve), bonus: amountOf('--tiers', bonus) };
  });
}

function fixedDepositOf(before: FixedDepositProgram, flags: Flags): FixedDepositProgram {
  const tiers = flags.take('--tiers');
  const termMonths = flags.take('--term-months');
  return {
    enabled: enabledOf(flags, before.enabled),
    tiers: tiers === undefined ? before.tiers : tiersOf(tiers),
    termMonths: termMonths === undefined ? before.termMonths : countOf('--term-months', termMonths),
  };
}
