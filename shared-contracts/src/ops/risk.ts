import { z } from 'zod';
import { minor, unixSeconds } from '../api/common';

/**
 * What a cashier weighs before money leaves (issue 39), per row of the withdrawal queue. The member's figures are all
 * time, never a guest's (guests cannot withdraw); money in minor units.
 */
export const withdrawalRisk = z.object({
  /** Deposits credited: their sum and how many. */
  deposits: minor,
  deposit_count: z.number().int(),
  /** Withdrawals approved (the money left): their sum and how many. */
  withdrawals: minor,
  withdrawal_count: z.number().int(),
  /** deposits - withdrawals: what the member has put in and not taken out. */
  net_cash: minor,
  /** payouts - stakes of the member's settled orders: above 0, the member has won. */
  play_result: minor,
  /** Stakes of the member's settled orders. */
  turnover: minor,
  /** No earlier withdrawal of the member was approved or is waiting. */
  first_withdrawal: z.boolean(),
  /** The member's newest password or security-code reset in the last 7 days, or null. */
  reset_at: unixSeconds.nullable(),
  /** The newest binding or change of the kind of account the withdrawal pays to, in the last 7 days, or null. */
  address_changed_at: unixSeconds.nullable(),
  /** How many other members have the destination bound now or had a withdrawal approved to it. */
  address_shared_with: z.number().int(),
});
export type OpsWithdrawalRisk = z.infer<typeof withdrawalRisk>;
