/** @jest-environment jsdom */
import { InfiniteQueryObserver, QueryObserver } from '@tanstack/react-query';
import { createBus } from '../events';
import { createFakeApi, fakeUser } from '../testing/fakeApi';
import { callKey, callQuery, createQueryClient, listQuery } from './query';
import { createSessionStore } from './session';
import { MemoryStorage } from '../testing/memoryStorage';

/** The browser hides or shows the page (another tab, a locked phone). */
function showPage(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: visible ? 'visible' : 'hidden', configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));
}

describe('the query cache', () => {
  it("forgets every cached answer at login and at logout: one member never sees another's data", async () => {
    const bus = createBus();
    const session = createSessionStore(new MemoryStorage(), bus);
    const client = createQueryClient(bus);
    await client.prefetchQuery({ queryKey: ['userInfo'], queryFn: () => fakeUser({ username: 'alice01' }) });
    session.logout();
    expect(client.getQueryData(['userInfo'])).toBeUndefined();
    await client.prefetchQuery({ queryKey: ['userInfo'], queryFn: () => fakeUser({ username: 'alice01' }) });
    session.login(fakeUser({ username: 'bob_22' }));
    expect(client.getQueryData(['userInfo'])).toBeUndefined();
  });

  it('does not retry a failed call (the api client already has)', async () => {
    const client = createQueryClient(createBus());
    const queryFn = jest.fn().mockRejectedValue(new Error('down'));
    await client.prefetchQuery({ queryKey: ['x'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('pauses polling while the page is hidden and resumes when it shows again', async () => {
    jest.useFakeTimers();
    const client = createQueryClient(createBus());
    const queryFn = jest.fn().mockResolvedValue('beat');
    const observer = new QueryObserver(client, { queryKey: ['heart'], queryFn, refetchInterval: 2_000 });
    const stop = observer.subscribe(() => undefined);
    try {
      await jest.advanceTimersByTimeAsync(4_100);
      expect(queryFn).toHaveBeenCalledTimes(3);
      showPage(false);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(queryFn).toHaveBeenCalledTimes(3);
      showPage(true);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(queryFn).toHaveBeenCalledTimes(4);
    } finally {
      stop();
      showPage(true);
      jest.useRealTimers();
    }
  });
});

describe('callQuery', () => {
  it('caches a call asked without a body under its name, the entry every remote shares', async () => {
    const { api, named } = createFakeApi({ userInfo: fakeUser({ money: 250 }) });
    const client = createQueryClient(createBus());
    await client.fetchQuery(callQuery(api, 'userInfo'));
    expect(callKey('userInfo')).toEqual(['userInfo']);
    expect(client.getQueryData(['userInfo'])).toEqual(fakeUser({ money: 250 }));
    expect(named('userInfo')).toEqual([{ name: 'userInfo', body: undefined, silent: false }]);
  });

  it('caches a call asked with a body under its name and body, and asks silently when told', async () => {
    const { api, named } = createFakeApi({ payInfo: (body) => ({ type: body!.type, acc: 'A-1', acc_name: 'x' }) as never });
    const client = createQueryClient(createBus());
    await client.fetchQuery(callQuery(api, 'payInfo', { type: 1 }, { silent: true }));
    expect(client.getQueryData(callKey('payInfo', { type: 1 }))).toEqual({ type: 1, acc: 'A-1', acc_name: 'x' });
    expect(client.getQueryData(callKey('payInfo', { type: 0 }))).toBeUndefined();
    expect(named('payInfo')).toEqual([{ name: 'payInfo', body: { type: 1 }, silent: true }]);
  });

  it('abandons the call when its query is cancelled', async () => {
    let signal: AbortSignal | undefined;
    const { api } = createFakeApi({ safetyInfo: (_body, options) => ((signal = options.signal), new Promise<never>(() => undefined)) });
    const client = createQueryClient(createBus());
    void client.fetchQuery(callQuery(api, 'safetyInfo')).catch(() => undefined);
    await client.cancelQueries({ queryKey: callKey('safetyInfo') });
    expect(signal?.aborted).toBe(true);
  });
});

describe('listQuery', () => {
  it('asks page 1, then the next page on demand, and stops at the first empty page', async () => {
    const order = (id: number) => ({ id }) as never;
    const pages: Record<number, unknown[]> = { 1: [order(1), order(2)], 2: [order(3)], 3: [] };
    const { api, named } = createFakeApi({ orderList: (body) => pages[body?.page ?? 1] as never });
    const client = createQueryClient(createBus());
    const options = listQuery(api, 'orderList', { begin_date: '2024-01-01', end_date: '2024-01-31' });
    await client.fetchInfiniteQuery(options);
    const observer = new InfiniteQueryObserver(client, options);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(result.data?.pages.flat()).toEqual([order(1), order(2), order(3)]);
    expect(result.hasNextPage).toBe(false);
    expect(named('orderList').map((c) => c.body)).toEqual(
      [1, 2, 3].map((page) => ({ begin_date: '2024-01-01', end_date: '2024-01-31', page })),
    );
  });
});
