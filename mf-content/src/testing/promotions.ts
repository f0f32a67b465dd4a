import { FIXED_DEPOSIT_TIERS } from 'shared-contracts';
import type { CallResponse, Promotions } from 'shared-contracts/api';

/** The programs as the api seeds them (10% deposit bonus, no cap, turnover x1; the spec's tiers), as `promotions` answers. */
export const PROMOTIONS: Promotions = {
  deposit_bonus: { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 },
  fixed_deposit: { enabled: true, tiers: [...FIXED_DEPOSIT_TIERS], term_months: 2 },
};

/** rechargeInfo with that deposit bonus (the deposit shortcuts ask it for the address). */
export function rechargeInfo(address: string): CallResponse<'rechargeInfo'> {
  return { address, bonus_percent: 10, promotion: PROMOTIONS.deposit_bonus, window_minutes: 30 };
}
