// The api's alert loop: every POLL_MS it records the alerts raised while the database could not take them (a fault
// storm), then, on the one process leading the alerts' lock and only with ALERT_WEBHOOK_URL set, sends what is due.
import type { FaultLog } from '../db/faultLog';
import type { Db } from '../db/schema';
import type { Leadership } from '../db/leader';
import { deliverDue } from './delivery';
import { raiseAlert, type RaisedAlert } from '.';

const POLL_MS = 5_000;
/** Raises kept while the database is away; an outage raises one per window, so this is hours of them. */
const PENDING_MAX = 100;

export interface AlertWorkerOptions {
  db: Db;
  webhookUrl: string | null;
  /** Who sends: one process per database (the claims keep a second from sending an alert twice anyway). */
  leader: Leadership;
  now: () => number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  faultLog?: FaultLog;
}

export class AlertWorker {
  private readonly pending: RaisedAlert[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly opts: AlertWorkerOptions) {}

  /** An alert to record on the next pass, for a source that must not wait on the database (it may be what fails). */
  raiseSoon(alert: RaisedAlert): void {
    if (this.pending.length < PENDING_MAX) this.pending.push(alert);
  }

  /** One pass: the pending raises, then (leading, a webhook set) the deliveries due. Throws what failed. */
  async pass(): Promise<void> {
    const { db, webhookUrl, leader, now } = this.opts;
    while (this.pending.length) {
      await raiseAlert({ now }, db, this.pending[0]!);
      this.pending.shift();
    }
    if (!webhookUrl || !(await leader.acquire())) return;
    const delivered = await deliverDue(db, { url: webhookUrl, now });
    if (delivered) this.opts.log.info({ delivered }, 'alerts sent to the webhook');
  }

  start(): void {
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((error: unknown) => {
          if (!this.opts.faultLog?.report(error, 'alerts')) this.opts.log.error({ err: error }, 'alerts pass failed');
        })
        .finally(() => {
          this.running = null;
          if (this.timer) this.start();
        });
    }, POLL_MS);
    this.timer.unref();
  }

  /** Ends the loop after a pass under way, and gives up the lead. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.opts.leader.release();
  }
}
