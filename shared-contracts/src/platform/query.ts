import { QueryClient, infiniteQueryOptions, queryOptions, type DataTag, type QueryClientConfig } from '@tanstack/react-query';
import type { CallName } from '../api/endpoints';
import type { CallRequest, CallResponse } from '../api/index';
import type { Bus } from '../events';
import type { ApiClient, CallOptions } from '../remote';

/**
 * The page's one query cache. The api client already retries a call that got no answer (7 attempts) and toasts
 * the failure, so queries and mutations do not retry again. A screen fetches on mount as it always did; a
 * focus or a reconnect does not refetch (it would flash the loading toast). Polling (`refetchInterval`) pauses
 * while the page is hidden, the library's default.
 */
export function createQueryClient(bus: Bus, defaults: QueryClientConfig['defaultOptions'] = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      ...defaults,
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, ...defaults.queries },
      mutations: { retry: false, ...defaults.mutations },
    },
  });
  // Cached answers belong to one member: a login or a logout starts from none.
  const forget = () => client.removeQueries();
  bus.on('auth:login', forget);
  bus.on('auth:logout', forget);
  return client;
}

/**
 * A call's entry in the page's one cache: `[name]`, or `[name, body]` for a call asked with a body. Every remote
 * builds it here, so the entries they share (userInfo, safetyInfo, ...) do not rest on each spelling it alike.
 * Typed with the call's answer, so `getQueryData` and `setQueryData` know what is stored.
 */
export function callKey<K extends CallName>(name: K, body?: CallRequest<K>) {
  const key: readonly unknown[] = body === undefined ? [name] : [name, body];
  return key as DataTag<readonly unknown[], CallResponse<K>>;
}

/**
 * One read as a query under its callKey (`useQuery(callQuery(...))`, `fetchQuery`, `prefetchQuery`); a hook adds
 * what it needs (`enabled`, `select`, polling). `options.silent` asks without the loading and failure toasts.
 */
export function callQuery<K extends CallName>(api: ApiClient, name: K, body?: CallRequest<K>, options: Omit<CallOptions, 'signal'> = {}) {
  return queryOptions({
    queryKey: callKey(name, body),
    queryFn: ({ signal }) => api.call(name, body, { ...options, signal }),
  });
}

/** The calls that answer one page of a list (`page` 1, 2, ...): the record screens. */
export type ListCallName = {
  [K in CallName]: CallRequest<K> extends { page?: number } ? (CallResponse<K> extends readonly unknown[] ? K : never) : never;
}[CallName];

/**
 * One list call as an infinite query (`useInfiniteQuery(listQuery(...))`): page 1 first, the next page on
 * `fetchNextPage()`, and no next page once the api answers an empty one (the list shows '--END--').
 */
export function listQuery<K extends ListCallName>(
  api: ApiClient,
  name: K,
  filter: Omit<CallRequest<K>, 'page'>,
  options: Omit<CallOptions, 'signal'> = {},
) {
  return infiniteQueryOptions({
    queryKey: [name, filter],
    queryFn: ({ pageParam, signal }) =>
      api.call(name, { ...filter, page: pageParam } as CallRequest<K>, { ...options, signal }) as Promise<CallResponse<K>>,
    initialPageParam: 1,
    getNextPageParam: (last: CallResponse<K>, _pages, page: number) => (last.length > 0 ? page + 1 : undefined),
  });
}
