import type { Config } from '../config';
import type { Db } from '../db/schema';
import { ledger, type ProfitSummary } from '../ledger';

export type { ProfitSummary };

/** The member's profits for userInfo, in minor units, over days of the wallet's zone (src/ledger/profit.ts). */
export function profitSummary(db: Db, config: Pick<Config, 'wallet'>, userId: number): Promise<ProfitSummary> {
  return ledger.profitSummary(db, userId, config.wallet.timeZone);
}
