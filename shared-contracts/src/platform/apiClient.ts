import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { endpoints, type CallName } from '../api/endpoints';
import type { CallRequest, CallResponse } from '../api/index';
import { SESSION_ENDING_CODES, isSuccessCode, type Envelope } from '../envelope';
import type { Locale } from '../domain/locale';
import { ApiError, type ApiClient, type CallOptions } from '../remote';

/** 20 s timeout, retried every 2 s, at most 7 attempts (docs/product.md, Constants). */
export const REQUEST_TIMEOUT_MS = 20_000;
export const RETRY_DELAY_MS = 2_000;
export const MAX_ATTEMPTS = 7;
/** The code the client uses for a call that never got an answer. */
export const CODE_NETWORK = -1;
/** The code of a call abandoned through its AbortSignal (its screen went away): never toasted. */
export const CODE_CANCELLED = -2;

export interface ApiClientOptions {
  /** The api base URL of the selected line, read on every call. */
  baseURL(): string;
  token(): string | null;
  locale(): Locale;
  host?(): string;
  /** Show or clear the loading toast; show a failure toast. */
  ui: { loading(on: boolean): void; fail(message: string): void };
  /** 50008, 50012, 50014: the shell clears the session and reloads. */
  onSessionEnd(code: number): void;
  /** Message for a call that never got an answer, in the user's language. */
  networkMessage(kind: 'timeout' | 'failed'): string;
  timeoutMs?: number;
  retryDelayMs?: number;
  maxAttempts?: number;
  /** For tests: replaces the network. */
  adapter?: AxiosAdapter;
  sleep?(ms: number): Promise<void>;
  newIdempotencyKey?(): string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    timeoutMs = REQUEST_TIMEOUT_MS,
    retryDelayMs = RETRY_DELAY_MS,
    maxAttempts = MAX_ATTEMPTS,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    newIdempotencyKey = () => globalThis.crypto.randomUUID(),
  } = options;
  const http: AxiosInstance = axios.create({ timeout: timeoutMs, ...(options.adapter ? { adapter: options.adapter } : {}) });

  async function send<K extends CallName>(
    name: K,
    body: CallRequest<K> | undefined,
    signal?: AbortSignal,
  ): Promise<Envelope<CallResponse<K>, unknown>> {
    const def = endpoints[name];
    const common = { host: options.host?.() ?? globalThis.location?.host ?? '', lang: options.locale() };
    const headers: Record<string, string> = {};
    const token = options.token();
    if (!def.public && token) headers.token = token;
    // One key per user action: every retry of this call reuses it, so the server applies it once.
    if (def.mutates) headers['Idempotency-Key'] = newIdempotencyKey();
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await http.request<Envelope<CallResponse<K>, unknown>>({
          method: def.method,
          baseURL: options.baseURL(),
          url: def.path,
          headers,
          signal,
          ...(def.method === 'GET' ? { params: { ...(body ?? {}), ...common } } : { data: { ...(body ?? {}), ...common } }),
          validateStatus: () => true,
        });
        return response.data;
      } catch (error) {
        if (signal?.aborted) throw new ApiError(CODE_CANCELLED, 'cancelled');
        const unanswered = error instanceof AxiosError && !error.response;
        if (!unanswered || attempt >= maxAttempts) {
          const timedOut = error instanceof AxiosError && error.code === AxiosError.ECONNABORTED;
          throw new ApiError(CODE_NETWORK, options.networkMessage(timedOut ? 'timeout' : 'failed'));
        }
        await sleep(retryDelayMs);
      }
    }
  }

  return {
    async call(name, body, callOptions: CallOptions = {}) {
      const loud = !callOptions.silent;
      if (loud) options.ui.loading(true);
      try {
        const envelope = await send(name, body, callOptions.signal);
        if (!envelope || typeof envelope.code !== 'number') throw new ApiError(CODE_NETWORK, options.networkMessage('failed'));
        if (SESSION_ENDING_CODES.includes(envelope.code)) options.onSessionEnd(envelope.code);
        if (!isSuccessCode(envelope.code)) {
          throw new ApiError(envelope.code, typeof envelope.msg === 'string' ? envelope.msg : options.networkMessage('failed'));
        }
        if (loud) options.ui.loading(false);
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
