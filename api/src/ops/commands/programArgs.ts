import { fixedDepositTierPercent, formatMoney, formatMultiple } from 'shared-contracts';
import type { ProgramName, ProgramSettings } from '../../promotions/programs';
import { OpsError } from '../command';

/** The programs as the command line names them. */
export const PROGRAM_ARGS: Record<string, ProgramName> = { 'deposit-bonus': 'deposit_bonus', 'fixed-deposit': 'fixed_deposit' };

/** 'deposit bonus', 'fixed deposit'. */
export function programTitle(program: ProgramName): string {
  return program.replace('_', ' ');
}

export function programArg(text: string | undefined): ProgramName {
  const program = text === undefined ? undefined : PROGRAM_ARGS[text];
  if (!program) throw new OpsError(`name a program: ${Object.keys(PROGRAM_ARGS).join(' or ')} (got "${text ?? ''}")`, 2);
  return program;
}

/** Each setting of a program as [name, text], in one order: what show prints and what a change compares. */
export function settingsFields<P extends ProgramName>(program: P, settings: ProgramSettings[P]): [string, string][] {
  const onOff: [string, string] = ['enabled', settings.enabled ? 'on' : 'off'];
  if (program === 'deposit_bonus') {
    const bonus = settings as ProgramSettings['deposit_bonus'];
    return [
      onOff,
      ['percent', `${bonus.percent}%`],
      ['cap per deposit', bonus.capMinor === null ? 'none' : formatMoney(bonus.capMinor)],
      ['turnover of a deposit', `x${formatMultiple(bonus.depositMultiple)}`],
      ['turnover of a bonus', `x${formatMultiple(bonus.bonusMultiple)}`],
    ];
  }
  const fixed = settings as ProgramSettings['fixed_deposit'];
  return [
    onOff,
    [
      'tiers',
      fixed.tiers.map((tier) => `${formatMoney(tier.reserve)} -> ${formatMoney(tier.bonus)} (${fixedDepositTierPercent(tier)})`).join(', '),
    ],
    ['term', `${fixed.termMonths} month(s)`],
  ];
}

/** What a change changed: 'percent: 10% -> 5%' for each setting that differs (none: the first setting). */
export function changedFields<P extends ProgramName>(program: P, before: ProgramSettings[P], after: ProgramSettings[P]): string[] {
  const old = new Map(settingsFields(program, before));
  return settingsFields(program, after)
    .filter(([name, text]) => old.get(name) !== text)
    .map(([name, text]) => `${name}: ${old.get(name)} -> ${text}`);
}
