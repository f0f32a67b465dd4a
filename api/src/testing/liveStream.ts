// Tests of the live channel: a stream read as our app reads it (fetch and its body reader), each frame checked
// against its shared-contracts schema.
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { LIVE_PATH, live, type LiveEventName } from 'shared-contracts/api';

export interface Frame {
  event: LiveEventName;
  data: any;
  /** When it was read (ms). */
  readAt: number;
}

/** One open stream: its frames as they come, and whether it ended. */
export class LiveStream {
  readonly frames: Frame[] = [];
  comments = 0;
  /** Resolves once the server ended the stream (or the connection dropped). */
  readonly done: Promise<void>;
  private ended = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  constructor(
    readonly res: Response,
    private readonly abortController: AbortController,
  ) {
    this.done = this.read();
  }

  get isDone(): boolean {
    return this.ended;
  }

  /** Waits for a frame matching (from frame `from` on); throws after `timeoutMs` or at the stream's end. */
  async next(event: LiveEventName, match: (data: any) => boolean = () => true, timeoutMs = 5_000, from = 0): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find((f, i) => i >= from && f.event === event && match(f.data));
      if (found) return found;
      if (this.failure) throw this.failure;
      if (this.ended) throw new Error(`the stream ended before a '${event}' frame`);
      if (Date.now() > deadline)
        throw new Error(`no '${event}' frame within ${timeoutMs} ms (got ${this.frames.map((f) => f.event).join(', ')})`);
      await this.changeOrAfter(deadline - Date.now());
    }
  }

  /** Waits until the server ends the stream; throws after `timeoutMs`. */
  async ends(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error(`the stream did not end within ${timeoutMs} ms`);
      await this.changeOrAfter(deadline - Date.now());
    }
  }

  /** Hangs up (the client leaves). */
  close(): void {
    this.abortController.abort();
  }

  private changeOrAfter(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(ms, 0));
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async read(): Promise<void> {
    const reader = this.res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          this.parse(text.slice(0, cut));
          text = text.slice(cut + 2);
        }
        this.notify();
      }
    } catch (error) {
      if (!this.abortController.signal.aborted) this.failure ??= error as Error;
    } finally {
      this.ended = true;
      this.notify();
    }
  }

  private parse(block: string): void {
    if (block.startsWith(':')) {
      this.comments += 1;
      return;
    }
    const event = /^event: (.+)$/m.exec(block)?.[1] as LiveEventName | undefined;
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!event || data === undefined) throw new Error(`not an SSE frame: ${JSON.stringify(block)}`);
    const schema = live.liveEvents[event];
    if (!schema) throw new Error(`unknown event '${event}'`);
    const parsed = schema.safeParse(JSON.parse(data));
    if (!parsed.success) throw new Error(`'${event}' outside its contract: ${parsed.error.message} in ${data}`);
    this.frames.push({ event, data: JSON.parse(data), readAt: Date.now() });
  }
}

export type LiveQuery = { lang?: string; game_id?: number | string; plan_id?: number | string };

/** Opens GET /api/live at `base` (a listening server): a stream, or the refusal's status and JSON body. */
export async function openLive(
  base: string,
  token: string | undefined,
  query: LiveQuery = {},
): Promise<
  { stream: LiveStream; refusal?: undefined } | { stream?: undefined; refusal: { status: number; type: string | null; body: any } }
> {
  const search = new URLSearchParams(Object.entries({ lang: 'en', ...query }).map(([k, v]) => [k, String(v)]));
  const abort = new AbortController();
  const res = await fetch(`${base}${LIVE_PATH}?${search}`, {
    headers: { [CLIENT_HEADER]: OUR_CLIENT, ...(token ? { token } : {}) },
    signal: abort.signal,
  });
  const type = res.headers.get('content-type');
  if (!type?.startsWith('text/event-stream')) return { refusal: { status: res.status, type, body: await res.json() } };
  return { stream: new LiveStream(res, abort) };
}

/** A stream that must open. */
export async function liveStream(base: string, token: string, query: LiveQuery = {}): Promise<LiveStream> {
  const opened = await openLive(base, token, query);
  if (!opened.stream) throw new Error(`refused: ${JSON.stringify(opened.refusal)}`);
  return opened.stream;
}
