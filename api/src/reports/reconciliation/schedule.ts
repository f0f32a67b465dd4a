// The daily reconciliation: once the lottery's day has passed RECONCILE_AT, the process leading the 'reconciliation'
// lock checks the day before and stores it. The day is the row's unique key, so a second process, or a restart
// between the run and its store, never stores a day twice; a failed run raises its alert in the storing transaction.
import type { FaultLog } from '../../db/faultLog';
import type { Leadership } from '../../db/leader';
import type { Deps } from '../../deps';
import { dateIn, instantOf } from '../../domain/time';
import type { ReconciliationNode } from './chainReads';
import { dayBefore } from './period';
import { examine, storeRun } from './runs';

const POLL_MS = 60_000;

export interface ScheduleOptions {
  deps: Pick<Deps, 'db' | 'config' | 'now'>;
  /** Who runs it: one process per database. */
  leader: Leadership;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  faultLog?: FaultLog;
  /** A stand-in for the settings' node (tests); undefined: the node TRON_JSONRPC_URL names, if any. */
  node?: ReconciliationNode | null;
}

export class ReconciliationSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly opts: ScheduleOptions) {}

  /** One look: runs and stores the day before when it is due and not stored yet; answers the new run's id, else null. */
  async tick(): Promise<number | null> {
    const { deps, leader } = this.opts;
    const timeZone = deps.config.lottery.calendar.timeZone;
    const now = deps.now();
    const { atMinute } = deps.config.wallet.reconciliation;
    if (atMinute === null || now < instantOf(dateIn(now, timeZone), atMinute, timeZone)) return null;
    if (!(await leader.acquire())) return null;
    const { day, period } = dayBefore(now, timeZone);
    const stored = await deps.db.selectFrom('reconciliations').select('id').where('scheduled_day', '=', day).executeTakeFirst();
    if (stored) return null;
    const examined = await examine(deps, period, this.opts.node);
    const id = await deps.db.transaction().execute((trx) => storeRun(deps, trx, examined, 'schedule', day));
    if (id !== null) this.opts.log.info({ id, day, ok: examined.ok, differences: examined.differences.length }, 'reconciliation stored');
    return id;
  }

  start(): void {
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .catch((error: unknown) => {
          if (!this.opts.faultLog?.report(error, 'reconciliation')) this.opts.log.error({ err: error }, 'reconciliation run failed');
        })
        .finally(() => {
          this.running = null;
          if (this.timer) this.start();
        });
    }, POLL_MS);
    this.timer.unref();
  }

  /** Ends the loop after a run under way, and gives up the lead. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.opts.leader.release();
  }
}
