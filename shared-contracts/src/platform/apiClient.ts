import { endpoints, type CallName } from '../api/endpoints';
import type { CallRequest, CallResponse } from '../api/index';
import {
  CLIENT_HEADER,
  OUR_CLIENT,
  SESSION_ENDING_CODES,
  isSuccessCode,
  sessionEndReason,
  type Envelope,
  type SessionEndReason,
} from '../envelope';
import type { Locale } from '../domain/locale';
import { ApiError, type ApiClient, type CallOptions, type Connection } from '../remote';

/** 20 s timeout, retried every 2 s, at most 7 attempts (docs/product.md, Constants). */
export const REQUEST_TIMEOUT_MS = 20_000;
export const RETRY_DELAY_MS = 2_000;
export const MAX_ATTEMPTS = 7;
/** The code the client uses for a call that never got an answer. */
export const CODE_NETWORK = -1;
/** The code of a call abandoned through its AbortSignal (its screen went away): never toasted. */
export const CODE_CANCELLED = -2;

/** One attempt of a call as the client sends it: a subset of fetch's RequestInit. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}
/** What the client needs of fetch (rejects when no answer came; any status is an answer). */
export type HttpFetch = (url: string, request: HttpRequest) => Promise<{ text(): Promise<string> }>;

export interface ApiClientOptions {
  /** The api base URL of the selected line, read on every call. */
  baseURL(): string;
  token(): string | null;
  locale(): Locale;
  host?(): string;
  /** Show or clear the loading toast; show a failure toast. */
  ui: { loading(on: boolean): void; fail(message: string): void };
  /** 50008, 50012, 50014: the shell clears the session and reloads; `reason` when the server says why (the account disabled). */
  onSessionEnd(code: number, reason: SessionEndReason | null): void;
  /** Hears every successful answer: the page keeps the balance it carries in the session (keepAnswersInSession). */
  onAnswer?<K extends CallName>(name: K, answer: CallResponse<K>): void;
  /** Message for a call that never got an answer, in the user's language. */
  networkMessage(kind: 'timeout' | 'failed'): string;
  timeoutMs?: number;
  retryDelayMs?: number;
  maxAttempts?: number;
  /** For tests: replaces the network. */
  fetch?: HttpFetch;
  sleep?(ms: number): Promise<void>;
  newIdempotencyKey?(): string;
}

/** An attempt that got no answer: the network failed, or nothing came back within the timeout. */
class Unanswered extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timeout' : 'failed');
  }
}

/** base + path as the lines are configured: '' (same origin) or an origin, with or without a trailing slash. */
function urlOf(base: string, path: string, query?: Record<string, unknown>): string {
  const url = base ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.append(key, String(value));
  return `${url}?${params}`;
}

/** The answer's envelope, or undefined when the body is not JSON (an html error page): the caller refuses it. */
function parseEnvelope<T>(text: string): Envelope<T, unknown> | undefined {
  try {
    return JSON.parse(text) as Envelope<T, unknown>;
  } catch {
    return undefined;
  }
}

/** The connection as the calls find it: a screen says so at once rather than after a call's last attempt. */
function connectionState(): Connection & { set(lost: boolean): void } {
  let lost = false;
  const listeners = new Set<() => void>();
  return {
    lost: () => lost,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === lost) return;
      lost = next;
      listeners.forEach((listener) => listener());
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient & { connection: Connection } {
  const {
    timeoutMs = REQUEST_TIMEOUT_MS,
    retryDelayMs = RETRY_DELAY_MS,
    maxAttempts = MAX_ATTEMPTS,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    newIdempotencyKey = () => globalThis.crypto.randomUUID(),
  } = options;
  const fetchAnswer: HttpFetch = options.fetch ?? ((url, request) => globalThis.fetch(url, request));
  const connection = connectionState();

  /** One attempt: its own timeout, abandoned with the caller's signal. */
  async function attempt(url: string, request: Omit<HttpRequest, 'signal'>, signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) throw new ApiError(CODE_CANCELLED, 'cancelled');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abandon = () => controller.abort();
    signal?.addEventListener('abort', abandon);
    try {
      const response = await fetchAnswer(url, { ...request, signal: controller.signal });
      const text = await response.text();
      connection.set(false);
      return text;
    } catch {
      if (signal?.aborted) throw new ApiError(CODE_CANCELLED, 'cancelled');
      connection.set(true);
      throw new Unanswered(timedOut);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abandon);
    }
  }

  async function send<K extends CallName>(
    name: K,
    body: CallRequest<K> | undefined,
    signal?: AbortSignal,
  ): Promise<Envelope<CallResponse<K>, unknown> | undefined> {
    const def = endpoints[name];
    const payload = { ...(body ?? {}), host: options.host?.() ?? globalThis.location?.host ?? '', lang: options.locale() };
    // Our wire, not the legacy client's: without the header the api would answer amounts as decimal text.
    const headers: Record<string, string> = { Accept: 'application/json', [CLIENT_HEADER]: OUR_CLIENT };
    const token = options.token();
    if (!def.public && token) headers.token = token;
    // One key per user action: every retry of this call reuses it, so the server applies it once.
    if (def.mutates) headers['Idempotency-Key'] = newIdempotencyKey();
    const request: Omit<HttpRequest, 'signal'> =
      def.method === 'GET'
        ? { method: 'GET', headers }
        : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(payload) };
    for (let attemptNo = 1; ; attemptNo++) {
      // Read on every attempt: a line changed meanwhile takes the retries.
      const url = urlOf(options.baseURL(), def.path, def.method === 'GET' ? payload : undefined);
      try {
        return parseEnvelope<CallResponse<K>>(await attempt(url, request, signal));
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
        if (attemptNo >= maxAttempts) throw new ApiError(CODE_NETWORK, options.networkMessage(error.timedOut ? 'timeout' : 'failed'));
        await sleep(retryDelayMs);
      }
    }
  }

  return {
    connection,
    baseURL: () => options.baseURL(),
    async call(name, body, callOptions: CallOptions = {}) {
      // While the api is known not to answer, a screen says so in its own words: a read asking again (every few
      // seconds) stays out of the toasts. An action the member took still gets its toast.
      const loud = !callOptions.silent && !(connection.lost() && !endpoints[name].mutates);
      if (loud) options.ui.loading(true);
      try {
        const envelope = await send(name, body, callOptions.signal);
        if (!envelope || typeof envelope.code !== 'number') throw new ApiError(CODE_NETWORK, options.networkMessage('failed'));
        if (SESSION_ENDING_CODES.includes(envelope.code)) options.onSessionEnd(envelope.code, sessionEndReason(envelope.data));
        if (!isSuccessCode(envelope.code)) {
          throw new ApiError(envelope.code, typeof envelope.msg === 'string' ? envelope.msg : options.networkMessage('failed'));
        }
        if (loud) options.ui.loading(false);
        options.onAnswer?.(name, envelope.data);
        return envelope.data;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(CODE_NETWORK, options.networkMessage('failed'));
        // Clear the loading toast first: the failure toast replaces it and must stay visible.
        if (loud) {
          options.ui.loading(false);
          if (apiError.code !== CODE_CANCELLED) options.ui.fail(apiError.message);
        }
        throw apiError;
      }
    },
  };
}
