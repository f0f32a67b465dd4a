// Helpers for the fixed deposit's tests (not used by the server): instants in the wallet's zone, members holding money.
import type { Db } from '../db/schema';
import { gift, purchase } from '../domain/ledger';
import { startOfDate } from '../domain/time';
import { qualifyingPeriod, type Month } from '../promotions/fixedDeposit/rules';
import { createMember, postAlone } from './ledger';

export const TZ = 'Asia/Taipei';
/** Minor units per u. */
export const U = 100;

/** Noon (or the hour given) of a date in the wallet's zone. */
export const at = (date: string, hour = 12) => startOfDate(date, TZ) + hour * 3_600_000;
/** The month's payout moment (00:00 of its payout day). */
export const payoutMoment = (month: Month) => qualifyingPeriod(month, TZ).to;
/** A minute after the month's payout moment: when the api pays it. */
export const payoutTime = (month: Month) => payoutMoment(month) + 60_000;

/** Members and their money, posted at the instants given. */
export function fixedDepositFixtures(db: () => Db) {
  const topUp = (id: number, amount: number, when: number) => postAlone(db(), gift(id, amount, 'test funds'), when);
  return {
    /** A member (or a guest: group 2) holding `amount` from `since`. */
    async holder(amount: number, since: number, groupId = 1): Promise<number> {
      const id = await createMember(db(), groupId);
      if (amount > 0) await topUp(id, amount, since);
      return id;
    },
    topUp,
    spend: (id: number, amount: number, when: number) => postAlone(db(), purchase(id, amount, 'test spend', 'test'), when),
  };
}
