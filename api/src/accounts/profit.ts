import type { Db } from '../db/schema';
import { ledger, type ProfitSummary } from '../ledger';
import { loadWalletSettings } from '../ledger/settings';

export type { ProfitSummary };

/** The operator's zone is process-wide (WALLET_TIME_ZONE / LOTTERY_TIME_ZONE), read once like the rest of the config. */
let timeZone: string | undefined;

/** The member's profits for userInfo, in minor units, from the ledger (see src/ledger/profit.ts). */
export async function profitSummary(db: Db, userId: number): Promise<ProfitSummary> {
  timeZone ??= loadWalletSettings(process.env).timeZone;
  return ledger.profitSummary(db, userId, timeZone);
}
