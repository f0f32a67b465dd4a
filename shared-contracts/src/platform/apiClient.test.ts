import { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../remote';
import { CODE_CANCELLED, createApiClient, type ApiClientOptions } from './apiClient';

type Reply = { data: unknown } | 'timeout' | 'refused';
function setup(replies: Reply[], overrides: Partial<ApiClientOptions> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const events: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = replies.shift() ?? { data: { code: 1, msg: 'ok', data: { ok: true } } };
    if (reply === 'timeout') throw new AxiosError('timeout', AxiosError.ECONNABORTED, config);
    if (reply === 'refused') throw new AxiosError('refused', AxiosError.ERR_NETWORK, config);
    return { data: reply.data, status: 200, statusText: 'OK', headers: {}, config };
  };
  let key = 0;
  const client = createApiClient({
    baseURL: () => 'http://line0.test',
    token: () => 'tok-1',
    locale: () => 'en',
    host: () => 'app.test',
    ui: { loading: (on) => events.push(on ? 'loading' : 'clear'), fail: (m) => events.push(`fail:${m}`) },
    onSessionEnd: (code) => events.push(`end:${code}`),
    networkMessage: (kind) => `net-${kind}`,
    adapter,
    sleep: async () => undefined,
    newIdempotencyKey: () => `key-${++key}`,
    ...overrides,
  });
  return { client, seen, events };
}

describe('api client', () => {
  it('adds host and lang to a POST body and the token header', async () => {
    const { client, seen } = setup([]);
    await client.call('userInfo');
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ host: 'app.test', lang: 'en' });
    expect(seen[0]!.headers.token).toBe('tok-1');
    expect(seen[0]!.baseURL).toBe('http://line0.test');
  });

  it('adds host and lang to a GET query', async () => {
    const { client, seen } = setup([{ data: { code: 1, msg: '', data: { line: 'x' } } }]);
    await expect(client.call('kefu')).resolves.toEqual({ line: 'x' });
    expect(seen[0]!.params).toEqual({ host: 'app.test', lang: 'en' });
  });

  it('sends no token on login and register', async () => {
    const { client, seen } = setup([]);
    await client.call('login', { account: 'a', password: 'p' });
    expect(seen[0]!.headers.token).toBeUndefined();
  });

  it('accepts code 200 as success', async () => {
    const { client } = setup([{ data: { code: 200, msg: '', data: { ok: true } } }]);
    await expect(client.call('userInfo')).resolves.toEqual({ ok: true });
  });

  it("shows the server's msg in a failure toast after clearing the loading toast", async () => {
    const { client, events } = setup([{ data: { code: 10001, msg: 'Account or password wrong', data: null } }]);
    await expect(client.call('userInfo')).rejects.toEqual(new ApiError(10001, 'Account or password wrong'));
    expect(events).toEqual(['loading', 'clear', 'fail:Account or password wrong']);
  });

  it.each([50008, 50012, 50014])('ends the session on %i', async (code) => {
    const { client, events } = setup([{ data: { code, msg: 'expired', data: null } }]);
    await expect(client.call('userInfo')).rejects.toBeInstanceOf(ApiError);
    expect(events).toContain(`end:${code}`);
  });

  it('retries a timed-out call up to 7 attempts, then fails with a clear message', async () => {
    const { client, seen, events } = setup(Array(10).fill('timeout'));
    await expect(client.call('userInfo')).rejects.toEqual(new ApiError(-1, 'net-timeout'));
    expect(seen).toHaveLength(7);
    expect(events.at(-1)).toBe('fail:net-timeout');
  });

  it('reuses one Idempotency-Key across the retries of a mutating call, and a new one per call', async () => {
    const { client, seen } = setup([
      'timeout',
      'refused',
      { data: { code: 1, msg: '', data: null } },
      { data: { code: 1, msg: '', data: null } },
    ]);
    await client.call('newPass', { new_pass: 'a', after_pass: 'b' });
    await client.call('newPass', { new_pass: 'a', after_pass: 'b' });
    const keys = seen.map((c) => c.headers['Idempotency-Key']);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('sends no Idempotency-Key on a read', async () => {
    const { client, seen } = setup([]);
    await client.call('userInfo');
    expect(seen[0]!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('abandons a call when its signal aborts: no retry, no failure toast, the loading toast cleared', async () => {
    const controller = new AbortController();
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const attempts: InternalAxiosRequestConfig[] = [];
    const { client, events } = setup([], {
      adapter: (config) => {
        attempts.push(config);
        started();
        return new Promise((_, reject) => config.signal?.addEventListener?.('abort', () => reject(new CanceledError())));
      },
    });
    const call = client.call('userInfo', undefined, { signal: controller.signal });
    await inFlight;
    controller.abort();
    await expect(call).rejects.toEqual(new ApiError(CODE_CANCELLED, 'cancelled'));
    expect(attempts).toHaveLength(1);
    expect(events).toEqual(['loading', 'clear']);
  });

  it('keeps a silent call out of the toasts', async () => {
    const { client, events } = setup([{ data: { code: 5, msg: 'nope', data: null } }]);
    await expect(client.call('userInfo', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([]);
  });
});
