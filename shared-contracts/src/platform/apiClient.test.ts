import { ApiError } from '../remote';
import { CODE_CANCELLED, createApiClient, type ApiClientOptions, type HttpFetch, type HttpRequest } from './apiClient';

type Reply = { data: unknown } | { text: string } | 'timeout' | 'refused';
interface Sent extends HttpRequest {
  url: string;
}
/** Never answers: rejects as fetch does when its signal aborts (the client's timeout). */
function hang(request: HttpRequest): Promise<never> {
  return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
}

function setup(replies: Reply[], overrides: Partial<ApiClientOptions> = {}) {
  const seen: Sent[] = [];
  const events: string[] = [];
  const fetch: HttpFetch = async (url, request) => {
    seen.push({ url, ...request });
    const reply = replies.shift() ?? { data: { code: 1, msg: 'ok', data: { ok: true } } };
    if (reply === 'timeout') return hang(request);
    if (reply === 'refused') throw new TypeError('Failed to fetch');
    return { text: async () => ('text' in reply ? reply.text : JSON.stringify(reply.data)) };
  };
  let key = 0;
  const client = createApiClient({
    baseURL: () => 'http://line0.test',
    token: () => 'tok-1',
    locale: () => 'en',
    host: () => 'app.test',
    ui: { loading: (on) => events.push(on ? 'loading' : 'clear'), fail: (m) => events.push(`fail:${m}`) },
    onSessionEnd: (code, reason) => events.push(`end:${code}${reason ? `:${reason}` : ''}`),
    networkMessage: (kind) => `net-${kind}`,
    fetch,
    timeoutMs: 5,
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
    expect(seen[0]!.url).toBe('http://line0.test/api/user/userInfo');
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body!)).toEqual({ host: 'app.test', lang: 'en' });
    expect(seen[0]!.headers['Content-Type']).toBe('application/json');
    expect(seen[0]!.headers.token).toBe('tok-1');
  });

  it('adds host and lang to a GET query', async () => {
    const { client, seen } = setup([{ data: { code: 1, msg: '', data: { line: 'x' } } }]);
    await expect(client.call('kefu')).resolves.toEqual({ line: 'x' });
    expect(seen[0]!.url).toBe('http://line0.test/api/Task/kefu?host=app.test&lang=en');
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.body).toBeUndefined();
  });

  it('names our client on every call, public GET and POST alike, so the api answers in our wire', async () => {
    const { client, seen } = setup([{ data: { code: 1, msg: '', data: { line: 'x' } } }]);
    await client.call('kefu');
    await client.call('login', { account: 'a', password: 'p' });
    await client.call('userInfo');
    expect(seen.map((request) => request.headers['X-Client'])).toEqual(['trade-web', 'trade-web', 'trade-web']);
  });

  it('asks the same origin when the line has no address, and joins an address ending in a slash', async () => {
    const { client, seen } = setup([], { baseURL: () => '' });
    await client.call('articleList');
    expect(seen[0]!.url).toBe('/api/index/articleList?host=app.test&lang=en');
    const slashed = setup([], { baseURL: () => 'http://line1.test/' });
    await slashed.client.call('userInfo');
    expect(slashed.seen[0]!.url).toBe('http://line1.test/api/user/userInfo');
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

  it('passes on why the server ended the session when it says (the account disabled)', async () => {
    const { client, events } = setup([{ data: { code: 50008, msg: 'disabled', data: { ended: 'disabled' } } }]);
    await expect(client.call('userInfo')).rejects.toBeInstanceOf(ApiError);
    expect(events).toContain('end:50008:disabled');
  });

  it('retries a timed-out call up to 7 attempts, then fails with a clear message', async () => {
    const { client, seen, events } = setup(Array(10).fill('timeout'));
    await expect(client.call('userInfo')).rejects.toEqual(new ApiError(-1, 'net-timeout'));
    expect(seen).toHaveLength(7);
    expect(events.at(-1)).toBe('fail:net-timeout');
  });

  it('retries a call the network refused, and says it failed when every attempt did', async () => {
    const { client, seen } = setup(['refused', { data: { code: 1, msg: '', data: { ok: true } } }]);
    await expect(client.call('userInfo')).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    const down = setup(Array(7).fill('refused'));
    await expect(down.client.call('userInfo')).rejects.toEqual(new ApiError(-1, 'net-failed'));
    expect(down.seen).toHaveLength(7);
  });

  it('waits the retry delay between attempts', async () => {
    const waits: number[] = [];
    const { client } = setup(['refused', 'refused'], { sleep: async (ms) => void waits.push(ms), retryDelayMs: 2000 });
    await client.call('userInfo');
    expect(waits).toEqual([2000, 2000]);
  });

  it('does not retry an answer that is not JSON (an error page): it fails at once', async () => {
    const { client, seen, events } = setup([{ text: '<html>502 Bad Gateway</html>' }]);
    await expect(client.call('userInfo')).rejects.toEqual(new ApiError(-1, 'net-failed'));
    expect(seen).toHaveLength(1);
    expect(events).toEqual(['loading', 'clear', 'fail:net-failed']);
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
    const attempts: HttpRequest[] = [];
    const { client, events } = setup([], {
      timeoutMs: 60_000,
      fetch: (_url, request) => {
        attempts.push(request);
        started();
        return hang(request);
      },
    });
    const call = client.call('userInfo', undefined, { signal: controller.signal });
    await inFlight;
    controller.abort();
    await expect(call).rejects.toEqual(new ApiError(CODE_CANCELLED, 'cancelled'));
    expect(attempts).toHaveLength(1);
    expect(events).toEqual(['loading', 'clear']);
  });

  it('sends nothing for a call whose signal aborted while it waited to retry', async () => {
    const controller = new AbortController();
    const { client, seen } = setup(['refused'], { sleep: async () => controller.abort() });
    await expect(client.call('userInfo', undefined, { signal: controller.signal })).rejects.toEqual(
      new ApiError(CODE_CANCELLED, 'cancelled'),
    );
    expect(seen).toHaveLength(1);
  });

  it('toasts the first read the network failed, not the reads asking again while it stays lost; an action still toasts', async () => {
    const { client, events } = setup(Array<Reply>(21).fill('refused'));
    await expect(client.call('userInfo')).rejects.toMatchObject({ code: -1 });
    await expect(client.call('userInfo')).rejects.toMatchObject({ code: -1 });
    await expect(client.call('logout')).rejects.toMatchObject({ code: -1 });
    expect(events).toEqual(['loading', 'clear', 'fail:net-failed', 'loading', 'clear', 'fail:net-failed']);
    expect(client.connection.lost()).toBe(true);
    await client.call('userInfo');
    expect(client.connection.lost()).toBe(false);
    expect(events).toHaveLength(6);
  });

  it('keeps a silent call out of the toasts', async () => {
    const { client, events } = setup([{ data: { code: 5, msg: 'nope', data: null } }]);
    await expect(client.call('userInfo', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([]);
  });

  it('hands every successful answer to onAnswer, and no refusal', async () => {
    const heard: unknown[] = [];
    const { client } = setup([{ data: { code: 1, msg: '', data: { money: 5 } } }, { data: { code: 5, msg: 'nope', data: null } }], {
      onAnswer: (name, answer) => heard.push([name, answer]),
    });
    await client.call('withdrawInfo');
    await expect(client.call('withdrawInfo')).rejects.toBeInstanceOf(ApiError);
    expect(heard).toEqual([['withdrawInfo', { money: 5 }]]);
  });
});
