import type { ReactNode } from 'react';
import type { LiveEvent } from '../api/live';
import type { LiveFetch, LiveReader } from '../platform/liveChannel';
import { usePlatform } from '../platform/PlatformContext';

/** One request the fake answered: its URL and headers, and the stream it got (push text or frames into it). */
export interface FakeLiveStream {
  url: string;
  headers: Record<string, string>;
  /** Aborted by the client (it closed or gave up on this stream). */
  aborted: boolean;
  /** Raw bytes or text, cut wherever the test likes. */
  push(chunk: string | Uint8Array): void;
  /** One whole frame, as the server writes it. */
  frame(event: LiveEvent): void;
  /** A keepalive comment. */
  comment(text?: string): void;
  /** The server ends the stream. */
  end(): void;
  /** The network fails under it. */
  error(reason?: unknown): void;
}

/** What the next request is answered with: a stream (the default), a JSON refusal, or no answer at all. */
export type FakeLiveAnswer = 'stream' | { refuse: { code: number; msg: string } } | 'networkError' | 'hang';

/**
 * A fake of the network for the live channel: `fetch` answers each request with a stream the test pushes chunks
 * into (or as `next()` says), and keeps every request in `streams`, newest last. Its reader is the one part of a
 * ReadableStream the channel uses, so it runs in jsdom and node alike.
 */
export function createFakeLive() {
  const streams: FakeLiveStream[] = [];
  const answers: FakeLiveAnswer[] = [];
  const encoder = new TextEncoder();

  const fetch: LiveFetch = (url, init) => {
    const answer = answers.shift() ?? 'stream';
    if (answer === 'networkError') return Promise.reject(new TypeError('Failed to fetch'));
    const chunks: Uint8Array[] = [];
    let ended = false;
    let failure: unknown = null;
    let wake: (() => void) | null = null;
    const poke = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    const stream: FakeLiveStream = {
      url,
      headers: init.headers,
      aborted: false,
      push(chunk) {
        chunks.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        poke();
      },
      frame(event) {
        stream.push(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
      },
      comment(text = 'keepalive') {
        stream.push(`: ${text}\n\n`);
      },
      end() {
        ended = true;
        poke();
      },
      error(reason = new TypeError('network error')) {
        failure = reason;
        poke();
      },
    };
    streams.push(stream);
    const abort = () => {
      stream.aborted = true;
      failure = new DOMException('The operation was aborted.', 'AbortError');
      poke();
    };
    if (init.signal.aborted) abort();
    init.signal.addEventListener('abort', abort);
    if (answer === 'hang') {
      return new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(failure)));
    }
    const reader: LiveReader = {
      async read() {
        for (;;) {
          if (chunks.length > 0) return { done: false, value: chunks.shift()! };
          if (failure) throw failure;
          if (ended) return { done: true };
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
      async cancel() {
        ended = true;
        poke();
      },
    };
    if (typeof answer === 'object') {
      const body = encoder.encode(JSON.stringify({ code: answer.refuse.code, msg: answer.refuse.msg, data: null }));
      chunks.push(body);
      ended = true;
      return Promise.resolve({ ok: true, headers: headersOf('application/json; charset=utf-8'), body: { getReader: () => reader } });
    }
    return Promise.resolve({ ok: true, headers: headersOf('text/event-stream'), body: { getReader: () => reader } });
  };

  return {
    fetch,
    streams,
    /** The newest request's stream. */
    latest(): FakeLiveStream {
      const last = streams[streams.length - 1];
      if (!last) throw new Error('no live stream was asked for');
      return last;
    },
    /** How the next request(s) are answered, in order; then streams again. */
    next(...queued: FakeLiveAnswer[]) {
      answers.push(...queued);
    },
  };
}
export type FakeLive = ReturnType<typeof createFakeLive>;

function headersOf(type: string) {
  return { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) };
}

/**
 * Puts `live` under the screen: the page's fetch is the fake's and the fake api says where the api is (a fake api
 * has no base URL, so a screen's channel would stay closed). Render it around the screen, inside the platform.
 */
export function WithFakeLive({ live, baseURL = '', children }: { live: FakeLive; baseURL?: string; children: ReactNode }) {
  const { api } = usePlatform();
  // Before the screen's effects run: the channel reads both when it opens.
  api.baseURL = () => baseURL;
  globalThis.fetch = live.fetch as unknown as typeof globalThis.fetch;
  return children;
}
