/** At most this many keys per statement (far under either database's limit of bound values). */
export const MAX_BATCH = 500;

interface Waiting<V> {
  promise: Promise<V | undefined>;
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Reads of one kind asked for in the same turn of the event loop, made as one statement of many keys. After a
 * restart every polling member's session and balance are unknown at once: a herd of single-row reads queued for
 * seconds (bench/players.mjs); batched, it is a few reads of many rows. A key asked for twice in a turn is read
 * once. `load` answers the rows it found by key; a key it did not find resolves undefined.
 */
export class BatchedReads<K, V> {
  private waiting = new Map<K, Waiting<V>>();

  constructor(private readonly load: (keys: K[]) => Promise<Map<K, V>>) {}

  get(key: K): Promise<V | undefined> {
    const known = this.waiting.get(key);
    if (known) return known.promise;
    if (this.waiting.size === 0) setImmediate(() => this.flush());
    let resolve!: Waiting<V>['resolve'];
    let reject!: Waiting<V>['reject'];
    const promise = new Promise<V | undefined>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.waiting.set(key, { promise, resolve, reject });
    return promise;
  }

  private flush(): void {
    const batch = [...this.waiting];
    this.waiting = new Map();
    for (let i = 0; i < batch.length; i += MAX_BATCH) void this.read(batch.slice(i, i + MAX_BATCH));
  }

  private async read(part: Array<[K, Waiting<V>]>): Promise<void> {
    try {
      const found = await this.load(part.map(([key]) => key));
      for (const [key, waiting] of part) waiting.resolve(found.get(key));
    } catch (error) {
      for (const [, waiting] of part) waiting.reject(error);
    }
  }
}
