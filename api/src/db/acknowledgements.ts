/** How long the acknowledgements of a notice nobody waits for are kept: its transaction rolled back (or is very slow). */
const UNCLAIMED_MS = 60_000;

interface Notice {
  by: Set<string>;
  /** Runs on each acknowledgement once a wait has begun. */
  check: () => void;
  unclaimed: NodeJS.Timeout;
}

/**
 * The acknowledgements of this process's publishToAll notices (notifications.ts), by notice id: which processes
 * have applied each. Collected from before the notice is sent, as an acknowledgement may be heard before the
 * commit's hook that starts the wait has run.
 */
export class Acknowledgements {
  private readonly notices = new Map<string, Notice>();

  collect(id: string): void {
    const unclaimed = setTimeout(() => this.notices.delete(id), UNCLAIMED_MS);
    unclaimed.unref();
    this.notices.set(id, { by: new Set(), check: () => {}, unclaimed });
  }

  heard(id: string, processId: string): void {
    const notice = this.notices.get(id);
    notice?.by.add(processId);
    notice?.check();
  }

  /** Waits until every process of `expected` has acknowledged `id`, or `timeoutMs`; answers those that had not. */
  async waitFor(id: string, expected: Set<string>, timeoutMs: number): Promise<string[]> {
    const notice = this.notices.get(id);
    clearTimeout(notice?.unclaimed);
    const by = notice?.by ?? new Set<string>();
    const missing = () => [...expected].filter((processId) => !by.has(processId));
    try {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        const check = () => {
          if (missing().length > 0) return;
          clearTimeout(timer);
          resolve();
        };
        if (notice) notice.check = check;
        check();
      });
      return missing();
    } finally {
      this.notices.delete(id);
    }
  }
}
