import { dbFault, type DbFault } from './errors';

interface Logger {
  warn(obj: object, msg: string): void;
}

interface Kind {
  /** When this kind was last written. */
  loggedAt: number;
  /** Seen since then, not yet written. */
  unlogged: number;
  flush: NodeJS.Timeout | null;
}

/**
 * Logs database faults once per kind (fault and error code or words) per interval, with how many were seen, and
 * no stack: an outage fails every call the same way, and a stack per call wrote 3.8 MB of log a minute. Any other
 * error is not this log's: `report` answers false and the caller logs it as it would.
 */
/** A storm to watch for: `count` faults within one fixed window of `windowMs`. */
export interface StormRule {
  count: number;
  windowMs: number;
}

export class FaultLog {
  private readonly kinds = new Map<string, Kind>();
  private storm: { rule: StormRule; onStorm: (startedAt: number) => void; window: number; seen: number } | null = null;

  constructor(
    private readonly log: Logger,
    private readonly intervalMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Tells `onStorm` (with the window's start) once per fixed window in which `rule.count` faults of any kind were
   * reported: the alerts' db_faults. The windows are the same on every process, so their alerts share one key.
   */
  watchStorms(rule: StormRule, onStorm: (startedAt: number) => void): void {
    this.storm = { rule, onStorm, window: -1, seen: 0 };
  }

  /** Logs or counts `error` if it is a database fault; answers whether it was one. */
  report(error: unknown, context: string): boolean {
    const fault = dbFault(error);
    if (!fault) return false;
    this.countForStorm();
    const code = (error as { code?: unknown }).code;
    const words = error instanceof Error ? error.message : String(error);
    const key = `${context}\n${fault}\n${typeof code === 'string' ? code : words}`;
    const kind = this.kinds.get(key);
    const now = this.now();
    if (!kind || now - kind.loggedAt >= this.intervalMs) {
      this.write(fault, context, code, words, 1 + (kind?.unlogged ?? 0));
      if (kind?.flush) clearTimeout(kind.flush);
      this.kinds.set(key, { loggedAt: now, unlogged: 0, flush: null });
      return true;
    }
    kind.unlogged += 1;
    // The last ones of an outage are written too, once its interval ends.
    kind.flush ??= setTimeout(
      () => {
        kind.flush = null;
        if (kind.unlogged === 0) return;
        this.write(fault, context, code, words, kind.unlogged);
        kind.unlogged = 0;
        kind.loggedAt = this.now();
      },
      this.intervalMs - (now - kind.loggedAt),
    ).unref();
    return true;
  }

  private countForStorm() {
    const storm = this.storm;
    if (!storm) return;
    const now = this.now();
    const window = now - (now % storm.rule.windowMs);
    if (window !== storm.window) {
      storm.window = window;
      storm.seen = 0;
    }
    storm.seen += 1;
    if (storm.seen === storm.rule.count) storm.onStorm(window);
  }

  private write(fault: DbFault, context: string, code: unknown, words: string, count: number) {
    const msg = fault === 'storageFull' ? 'database disk is full' : 'database unavailable';
    this.log.warn(
      { fault, context, ...(typeof code === 'string' ? { code } : {}), error: words, count, perSeconds: this.intervalMs / 1000 },
      msg,
    );
  }
}
