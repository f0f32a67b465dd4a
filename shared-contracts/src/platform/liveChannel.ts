import type { LiveEvent } from '../api/live';
import { CLIENT_HEADER, OUR_CLIENT } from '../envelope';

/**
 * The browser's end of the live channel (docs/live-channel.md, shared-contracts/src/api/live.ts): one streamed GET of
 * Server-Sent Events read with fetch, so it carries the session's `token` header like every call. Pure TypeScript;
 * `useLiveChannel` binds it to a screen. While it is not 'open', the screens poll as they always did.
 */

// The wire's constants, here without the schemas (the browser imports no zod); a test holds them to api/live.ts.
export const LIVE_PATH = '/api/live';
export const LIVE_CONTENT_TYPE = 'text/event-stream';
export const LIVE_KEEPALIVE_MS = 25_000;

/** The snapshot (`heart` in a room, `games` in the hall) must come this soon, or a proxy is holding the stream back. */
export const LIVE_SNAPSHOT_MS = 5_000;
/** Nothing at all (not even the keepalive comment) for this long: the stream is dead, whatever TCP thinks. */
export const LIVE_SILENCE_MS = 2 * LIVE_KEEPALIVE_MS;
/** Reconnect backoff: 1 s doubling to 30 s, ±20% jitter; back to 1 s after a stream that lived LIVE_STEADY_MS. */
export const LIVE_RETRY_MIN_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;
export const LIVE_RETRY_JITTER = 0.2;
export const LIVE_STEADY_MS = 30_000;

/** Connecting (or waiting for the snapshot), open (the snapshot came), or down (waiting to try again, or not tried). */
export type LiveState = 'connecting' | 'open' | 'down';

/** The hall (no room), or a room of a game. */
export interface LiveParams {
  game_id?: number;
  plan_id?: number;
}

/** One frame as it travels: the event's name and its data, JSON-parsed (the contract's LiveEvent when the name is known). */
export interface LiveFrame {
  event: string;
  data: unknown;
  id?: string;
}

/** What the channel needs of fetch: the answer's status, Content-Type and a readable body. */
export type LiveFetch = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal: AbortSignal; cache?: RequestCache },
) => Promise<{
  ok: boolean;
  headers: { get(name: string): string | null };
  body: { getReader(): LiveReader; cancel?(): Promise<void> } | null;
}>;
export interface LiveReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel?(reason?: unknown): Promise<void>;
}

export interface LiveChannelOptions {
  /** The api base URL of the line in use ('' = same origin). */
  baseURL: string;
  /** The session's token, read at each connect; none: the channel does not open (polling serves). */
  token(): string | null;
  lang?: string;
  params?: LiveParams;
  onFrame(frame: LiveEvent): void;
  onState?(state: LiveState): void;
  /** The network (the browser's fetch unless given). */
  fetch?: LiveFetch;
  /** Hears `online`/`offline` (the window unless given; none outside a browser). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  random?(): number;
  now?(): number;
}

export interface LiveChannel {
  state(): LiveState;
  close(): void;
}

const SNAPSHOTS: readonly string[] = ['heart', 'games'];

/**
 * An SSE parser (the WHATWG event-stream rules that matter here): lines end in LF, CRLF or CR; `event:` names the
 * frame, `data:` lines join with LF, `id:` is kept, `:` starts a comment; a blank line ends the frame. Text may be
 * cut anywhere between pushes; the bytes' UTF-8 is decoded in stream mode, so a character cut in two survives (and
 * the decoder drops a byte-order mark opening the stream).
 */
export function createSseParser(onFrame: (frame: { event: string; data: string; id?: string }) => void) {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onFrame({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  /** A push ended in CR: an LF opening the next one belongs to it (CRLF cut in two). */
  let afterCR = false;

  const feed = (text: string) => {
    buffer += text;
    if (afterCR && buffer.length > 0) {
      if (buffer[0] === '\n') buffer = buffer.slice(1);
      afterCR = false;
    }
    let start = 0;
    for (;;) {
      let end = start;
      while (end < buffer.length && buffer[end] !== '\n' && buffer[end] !== '\r') end++;
      if (end >= buffer.length) break;
      line(buffer.slice(start, end));
      if (buffer[end] === '\r' && end === buffer.length - 1) afterCR = true;
      start = end + (buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1);
    }
    buffer = buffer.slice(start);
  };

  return {
    push(bytes: Uint8Array) {
      feed(decoder.decode(bytes, { stream: true }));
    },
    /** Text pushed as it is (tests). */
    pushText: feed,
    /** The stream ended: a frame with no blank line after it is dropped, as the standard says. */
    end() {
      feed(decoder.decode());
    },
  };
}

function urlOf(base: string, lang: string | undefined, params: LiveParams): string {
  const query = new URLSearchParams();
  if (lang) query.set('lang', lang);
  if (params.game_id !== undefined) query.set('game_id', String(params.game_id));
  if (params.plan_id !== undefined) query.set('plan_id', String(params.plan_id));
  const path = base ? `${base.replace(/\/+$/, '')}${LIVE_PATH}` : LIVE_PATH;
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The wait before the next try after `failures` failures in a row: 1 s, 2 s, 4 s ... 30 s, each ±20%. */
export function liveRetryDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_MIN_MS * 2 ** Math.max(0, failures));
  return Math.round(base * (1 + (random() * 2 - 1) * LIVE_RETRY_JITTER));
}

/**
 * Opens the channel and keeps it open: each frame goes to `onFrame`, each change of state to `onState`. It is 'open'
 * once the snapshot came; it goes 'down' and tries again after the backoff when the answer is no stream (a refusal,
 * a proxy's page), the snapshot does not come within LIVE_SNAPSHOT_MS, nothing comes for LIVE_SILENCE_MS, the stream
 * ends or fails, or the browser goes offline (and at once when it is back online). `close()` ends it for good.
 */
export function openLiveChannel(options: LiveChannelOptions): LiveChannel {
  const {
    baseURL,
    lang,
    params = {},
    random = Math.random,
    now = Date.now,
    events = typeof window === 'undefined' ? null : window,
  } = options;
  const fetchStream: LiveFetch | undefined =
    options.fetch ?? (typeof globalThis.fetch === 'function' ? (url, init) => globalThis.fetch(url, init) : undefined);
  let state: LiveState = 'connecting';
  let closed = false;
  let failures = 0;
  /** The current attempt: its number (a stale attempt's callbacks do nothing), controller and timers. */
  let attempt = 0;
  let controller: AbortController | null = null;
  let snapshotTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let openedAt: number | null = null;

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  const stopAttempt = () => {
    attempt++;
    clearTimeout(snapshotTimer);
    clearTimeout(silenceTimer);
    controller?.abort();
    controller = null;
  };

  const fail = (which: number) => {
    if (closed || which !== attempt) return;
    // A stream that lived long enough was a good one: the next failure starts the backoff again.
    if (openedAt !== null && now() - openedAt >= LIVE_STEADY_MS) failures = 0;
    openedAt = null;
    stopAttempt();
    setState('down');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, liveRetryDelay(failures, random));
    failures++;
  };

  const heard = (which: number) => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => fail(which), LIVE_SILENCE_MS);
  };

  async function run(which: number, signal: AbortSignal, token: string) {
    const headers = { Accept: LIVE_CONTENT_TYPE, [CLIENT_HEADER]: OUR_CLIENT, token };
    const response = await fetchStream!(urlOf(baseURL, lang, params), { method: 'GET', headers, signal, cache: 'no-store' });
    if (which !== attempt) return;
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.toLowerCase().startsWith(LIVE_CONTENT_TYPE) || !response.body) {
      // A refusal (the JSON envelope) or a proxy's page: not a stream.
      void response.body?.cancel?.().catch(() => undefined);
      fail(which);
      return;
    }
    const reader = response.body.getReader();
    const parser = createSseParser((raw) => {
      if (which !== attempt) return;
      let data: unknown;
      try {
        data = JSON.parse(raw.data);
      } catch {
        return; // Not ours to show: the next snapshot resyncs.
      }
      const frame = { event: raw.event, data, ...(raw.id !== undefined ? { id: raw.id } : {}) } as LiveEvent;
      options.onFrame(frame);
      if (which === attempt && state !== 'open' && SNAPSHOTS.includes(raw.event)) {
        clearTimeout(snapshotTimer);
        openedAt = now();
        setState('open');
      }
    });
    heard(which);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (which !== attempt) return;
        if (done) break;
        heard(which);
        if (value) parser.push(value);
      }
      parser.end();
    } finally {
      if (which !== attempt) void reader.cancel?.().catch(() => undefined);
    }
    fail(which);
  }

  function connect() {
    if (closed) return;
    clearTimeout(retryTimer);
    stopAttempt();
    const token = options.token();
    if (!token || !fetchStream) {
      // Nobody to stream for (or no fetch to stream with): polling serves; a new session opens a new channel.
      setState('down');
      return;
    }
    const which = attempt;
    controller = new AbortController();
    setState('connecting');
    snapshotTimer = setTimeout(() => fail(which), LIVE_SNAPSHOT_MS);
    run(which, controller.signal, token).catch(() => fail(which));
  }

  const offline = () => {
    if (state !== 'down') fail(attempt);
  };
  const online = () => {
    if (closed || state !== 'down') return;
    failures = 0;
    connect();
  };
  events?.addEventListener('offline', offline);
  events?.addEventListener('online', online);

  connect();

  return {
    state: () => state,
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      stopAttempt();
      events?.removeEventListener('offline', offline);
      events?.removeEventListener('online', online);
    },
  };
}
