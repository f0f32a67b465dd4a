/**
 * Runs at most one refresh per key at a time; requests that arrive meanwhile collapse into one more run
 * after it, so a burst of changes costs two reads, not one per change. With `spacingMs`, the key's runs are
 * also at least that far apart: the first change is read at once, the rest of a burst once at the end.
 */
export class Coalescer {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();

  constructor(private readonly onError: (err: unknown) => void) {}

  request(key: string, work: () => Promise<void>, spacingMs = 0): Promise<void> {
    const inFlight = this.running.get(key);
    if (inFlight) {
      this.again.add(key);
      return inFlight;
    }
    const run: Promise<void> = (async () => {
      try {
        do {
          this.again.delete(key);
          await work().catch(this.onError);
          if (spacingMs > 0) await new Promise((resolve) => setTimeout(resolve, spacingMs));
        } while (this.again.has(key));
      } finally {
        this.running.delete(key);
      }
    })();
    this.running.set(key, run);
    return run;
  }

  /** Resolves when nothing is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }
}
