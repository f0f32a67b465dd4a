import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from '../../alerts/settings';
import type { Config } from '../../config';
import type { Notifications } from '../../db/notifications';
import type { Db, Dialect } from '../../db/schema';
import { SalesCalendar, type RoundSlot, type Faults } from '../../domain/lottery';
import type { Ledger } from '../../ledger';
import { ChainVault } from '../storage/chains';
import type { FaultLog } from '../../db/faultLog';
import { AdvisoryLeader, SoleLeader, type Leadership } from '../../db/leader';
import { RoomChanges, type RoomChange } from './roomChanges';
import { RoomState } from './roomState';
import { Scheduler } from './scheduler';
import type { LotterySettings } from './settings';

export interface EngineLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface EngineOptions {
  db: Db;
  dialect: Dialect;
  /** `wallet` for its time zone (the days, weeks and months of the players' limits); a bare engine uses the calendar's. */
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'lottery'> & Partial<Pick<Config, 'wallet' | 'pgTimeouts' | 'alerts'>>;
  log: EngineLog;
  /** The process's ledger (app.ledger): stakes and winnings reach the held balances. */
  ledger: Ledger;
  /** The app's notifications: room changes go out and come in through them. */
  notifications: Notifications;
  /** Refunds voided rounds (wallet/refunds/roundRefunds.ts refundVoidedRounds): the scheduler's pass resumes them. */
  refundVoided?: (now: number) => Promise<void>;
  /** Tests only: act out crashes. */
  faults?: Faults;
  /** Where database faults go (once per kind per interval, no stack); without it they are logged as errors. */
  faultLog?: FaultLog;
}

/**
 * The lottery engine of one api process: the calendar, the chains, the room state every call reads,
 * the room changes between processes, and the scheduler, which runs only while this process leads.
 */
export class LotteryEngine {
  readonly settings: LotterySettings;
  readonly calendar: SalesCalendar;
  readonly vault: ChainVault;
  readonly state: RoomState;
  readonly changes: RoomChanges;
  readonly clock: () => number;
  /** The wallet's time zone (WALLET_TIME_ZONE, else the calendar's): the periods of the players' limits (src/play). */
  readonly walletTimeZone: string;
  /** What raises an alert on the bet and settlement paths (ALERT_*; the defaults for a bare engine). */
  readonly alerts: Pick<AlertSettings, 'winAbove' | 'exposureSharePercent'>;
  /** Identifies this process on the rounds it draws. */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly db: Db;
  readonly dialect: Dialect;
  readonly ledger: Ledger;
  private readonly leader: Leadership;
  private readonly scheduler: Scheduler;
  private timer: NodeJS.Timeout | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private leading = false;
  private lastLeaderTry = 0;
  private slot: { at: RoundSlot | null; from: number; until: number } = { at: null, from: 0, until: 0 };

  constructor(private readonly opts: EngineOptions) {
    const { db, dialect, config } = opts;
    this.db = db;
    this.dialect = dialect;
    this.ledger = opts.ledger;
    this.settings = config.lottery;
    this.clock = this.settings.clock ?? Date.now;
    this.walletTimeZone = config.wallet?.timeZone ?? this.settings.calendar.timeZone;
    this.alerts = config.alerts ?? DEFAULT_ALERT_SETTINGS;
    this.calendar = new SalesCalendar(this.settings.calendar);
    this.vault = new ChainVault(this.settings.chainLength);
    const onError = (err: unknown) => this.logError(err, 'lottery room state');
    this.state = new RoomState(db, this.vault, () => this.currentRound()?.issue ?? null, onError);
    this.changes = new RoomChanges(opts.notifications);
    this.leader =
      dialect === 'postgres' && config.databaseUrl
        ? new AdvisoryLeader({ ...config, databaseUrl: config.databaseUrl }, (err) => {
            this.leading = false;
            this.logError(err, 'lottery scheduler: leadership lost');
          })
        : new SoleLeader();
    this.scheduler = new Scheduler({
      db,
      ledger: opts.ledger,
      dialect,
      calendar: this.calendar,
      vault: this.vault,
      id: this.id,
      drawBatch: this.settings.drawBatch,
      settleBatch: this.settings.settleBatch,
      winAbove: this.alerts.winAbove,
      settleWorkers: dialect === 'postgres' ? this.settings.settleWorkers : 1,
      changes: this.changes,
      ...(opts.refundVoided ? { refundVoided: opts.refundVoided } : {}),
      ...(opts.faults ? { faults: opts.faults } : {}),
    });
  }

  /** The calendar's round now (cached until it ends; the calendar is pure, so any process agrees). */
  currentRound(now = this.clock()): RoundSlot | null {
    if (now < this.slot.from || now >= this.slot.until) {
      const at = this.calendar.roundAt(now);
      const until = at ? at.drawsAt : this.calendar.roundFrom(now).opensAt;
      this.slot = { at, from: at ? at.opensAt : now, until };
    }
    return this.slot.at;
  }

  /** Loads the room state, listens for changes and, when settings.scheduler, starts competing to schedule. */
  async start(): Promise<void> {
    this.unsubscribe = this.changes.subscribe((change) => this.onChange(change));
    // A change missed while the listening connection was down: re-read everything (not once stopped).
    this.changes.onMissed(() => {
      if (this.unsubscribe) this.reloadAll();
    });
    await this.state.loadAll();
    if (this.settings.refreshMs > 0) {
      this.refreshTimer = setInterval(() => this.reloadAll(), this.settings.refreshMs);
      this.refreshTimer.unref();
    }
    if (this.settings.scheduler) this.schedule(0);
  }

  /** One scheduler pass if this process leads (tests call it with a controlled clock). Answers whether it ran. */
  async tick(): Promise<boolean> {
    while (this.running) await this.running;
    const pass = (async () => {
      if (!(await this.lead())) return false;
      await this.scheduler.pass(this.clock());
      return true;
    })();
    this.running = pass.then(
      () => undefined,
      () => undefined,
    );
    try {
      return await pass;
    } finally {
      this.running = null;
    }
  }

  /** Whether this process runs the scheduler now. */
  get isLeader(): boolean {
    return this.leading;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.timer = null;
    this.refreshTimer = null;
    while (this.running) await this.running;
    await this.leader.release();
    this.leading = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.state.idle();
  }

  private async lead(): Promise<boolean> {
    if (this.leading) return true;
    const now = Date.now();
    if (now - this.lastLeaderTry < this.settings.leaderRetryMs && this.lastLeaderTry !== 0) return false;
    this.lastLeaderTry = now;
    try {
      this.leading = await this.leader.acquire();
      if (this.leading) this.opts.log.info({ engine: this.id }, 'lottery scheduler: this process leads');
    } catch (err) {
      this.logError(err, 'lottery scheduler: cannot reach the lock');
      this.leading = false;
    }
    return this.leading;
  }

  private schedule(delay: number) {
    this.timer = setTimeout(async () => {
      try {
        await this.tick();
      } catch (err) {
        this.logError(err, 'lottery scheduler pass failed');
      }
      if (this.timer) this.schedule(this.untilNextTick());
    }, delay);
    this.timer.unref();
  }

  /** The tick period, or less when the round draws sooner: the draw is not up to a period late. */
  private untilNextTick(): number {
    const now = this.clock();
    const drawsIn = (this.currentRound(now)?.drawsAt ?? Infinity) - now;
    return Math.max(0, Math.min(this.settings.tickMs, drawsIn + 1));
  }

  private reloadAll() {
    this.state.loadAll().catch((err: unknown) => this.logError(err, 'lottery room state'));
  }

  /** A database fault is counted by the fault log (an outage would write one stack per tick); anything else logged. */
  private logError(err: unknown, msg: string) {
    if (!this.opts.faultLog?.report(err, msg)) this.opts.log.error({ err }, msg);
  }

  private onChange(change: RoomChange) {
    if (change.kind === 'bet') {
      if (change.bet) return this.state.applyBet(change.gameId, change.planId, change.bet);
      return void this.state.refreshRoom(change.gameId, change.planId);
    }
    // Shown at once; the re-read that follows brings the rest (wins, the next round's feed).
    if (change.kind === 'draw' && change.draw) this.state.applyDraw(change.gameId, change.draw, change.chain ?? null);
    void this.state.refreshGame(change.gameId);
  }
}
