import type { TFunction } from 'i18next';
import { formatMoney } from 'shared-contracts';

/** A queue row's amount: an open deposit's (null) is stated by the cashier who approves it, never shown as 0. */
export const amountText = (t: TFunction, amount: number | null) => (amount === null ? t('queues.statedAtApproval') : formatMoney(amount));
