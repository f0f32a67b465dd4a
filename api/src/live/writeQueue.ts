import { performance } from 'node:perf_hooks';

/** How long one slice of writes may hold the event loop before requests get a turn. */
export const WRITE_SLICE_MS = 2;

/**
 * The hub's writes, in the order they were asked for, a slice at a time. A round change goes to every stream of
 * the process at one moment (~12 µs a write, mostly the kernel's); written in one go, 12,000 streams held every bet
 * waiting on this process for the whole burst. Each job keeps the streams it was asked for: a stream that joins
 * later already has the change in its snapshot.
 */
export class WriteQueue<T> {
  private readonly jobs: Array<{ to: readonly T[]; buf: Buffer; next: number }> = [];
  private draining = false;

  constructor(
    private readonly write: (to: T, buf: Buffer) => void,
    private readonly sliceMs = WRITE_SLICE_MS,
  ) {}

  /** Queues `buf` for each of `to` (written at once, up to a slice, when nothing is queued before it). */
  push(to: readonly T[], buf: Buffer): void {
    if (to.length === 0) return;
    this.jobs.push({ to, buf, next: 0 });
    if (!this.draining) this.drain();
  }

  /** Writes waiting (tests). */
  get pending(): number {
    let n = 0;
    for (const job of this.jobs) n += job.to.length - job.next;
    return n;
  }

  private drain(): void {
    this.draining = true;
    const until = performance.now() + this.sliceMs;
    let written = 0;
    while (this.jobs.length > 0) {
      const job = this.jobs[0]!;
      while (job.next < job.to.length) {
        this.write(job.to[job.next++]!, job.buf);
        // The clock read every 32 writes: it costs more than a write's bookkeeping.
        if (++written % 32 === 0 && performance.now() >= until) {
          setImmediate(() => this.drain());
          return;
        }
      }
      this.jobs.shift();
    }
    this.draining = false;
  }
}
