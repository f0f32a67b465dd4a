import type { TFunction } from 'i18next';
import { NUMBER_CLASS_BASE, isNumberClass } from 'shared-contracts';
import type { OpsFigures } from 'shared-contracts/ops';

/** The figures in the order the dashboard's cards, the reports' columns and the CSV show them. */
export const FIGURE_KEYS = ['deposits', 'withdrawals', 'stakes', 'payouts', 'bonuses', 'ggr', 'ngr', 'active_members', 'orders'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number] & keyof OpsFigures;

/** The figures that are money (minor units); the others are counts. */
export const isMoneyFigure = (key: FigureKey) => key !== 'active_members' && key !== 'orders';

/** A whole number of hundredths with two decimals, from the integer (no float rounding): -5 -> '-0.05'. */
export function hundredths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage: 9_750 -> '97.50%'. */
export const formatBp = (bp: number) => `${hundredths(bp)}%`;

/** An outcome class's name, as the players read it. */
export function outcomeName(t: TFunction, cls: number): string {
  return isNumberClass(cls) ? t('dashboard.classes.number', { n: cls - NUMBER_CLASS_BASE }) : t(`dashboard.classes.c${cls}`);
}

/** Odds in hundredths as decimal text: 198 -> "1.98". */
export const oddsText = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
