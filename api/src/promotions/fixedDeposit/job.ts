import type { Leadership } from '../../db/leader';
import type { Db } from '../../db/schema';
import type { Ledger } from '../../ledger';
import { payMonth } from './payouts';
import { isPayable, monthOf, type Month } from './rules';

export interface FixedDepositJobOptions {
  db: Db;
  /** The process's ledger (app.ledger): the bonuses reach the held balances. */
  ledger: Ledger;
  /** The wallet's time zone (WALLET_TIME_ZONE): its calendar decides months and payout days. */
  timeZone: string;
  log: { info(obj: object, msg: string): void };
  /** Who pays: the process leading maintenance's lock (plugins/maintenance.ts); correctness does not depend on it. */
  leader: Leadership;
}

/**
 * The api's monthly payout: called every minute, it pays the current month once its payout moment has passed
 * (from 00:01 on the 30th, or on February's last day). A month it finished is not read again by this process;
 * after a restart the next call finishes whatever a run left unpaid. A month missed entirely (the api down from
 * its payout day to the month's end) is the operator's to pay: `ops fixed-deposit:run <month>`.
 */
export function fixedDepositJob({ db, ledger, timeZone, log, leader }: FixedDepositJobOptions): (now: number) => Promise<void> {
  const finished = new Set<Month>();
  return async (now) => {
    const month = monthOf(now, timeZone);
    if (finished.has(month) || !isPayable(month, timeZone, now) || !(await leader.acquire())) return;
    const { paid, alreadyPaid, switchedOff, terms } = await payMonth(ledger, db, month, timeZone, now);
    finished.add(month);
    if (switchedOff) log.info({ month }, 'fixed-deposit program switched off at the payout moment: nothing locked, running terms released');
    if (paid.length) log.info({ month, paid: paid.length, alreadyPaid }, 'fixed-deposit bonuses locked in their terms');
    if (terms.released || terms.forfeited) log.info({ month, ...terms }, 'fixed-deposit terms ended');
  };
}
