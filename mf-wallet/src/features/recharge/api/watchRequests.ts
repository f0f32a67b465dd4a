import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DepositRequest } from 'shared-contracts/api';
import { callKey, listQuery, useOwnChanges, usePlatform } from 'shared-contracts/platform';

/** How often the list is asked while /Recharge watches and the live channel is down: a decision or a chain credit shows within seconds. */
export const REQUEST_WATCH_MS = 5_000;

const NO_FILTER = {};

/** The member's requests as the screen's list caches them (page 1 first): the same query, so no second call. */
export function useDepositRequests() {
  const { api } = usePlatform();
  return useInfiniteQuery(listQuery(api, 'rechargeList', NO_FILTER));
}

/**
 * While the screen is open it holds the hall channel (useOwnChanges): a `me` frame saying the member's deposits
 * changed (a request decided, a chain transfer credited) asks page 1 again at once, and nothing is polled. While the
 * channel is not open and `watching` (a request is pending, or the api credits chain transfers by itself), the
 * fallback asks page 1 again every 5 s. Either way silently. A request whose state changed is written into the cached list in place (the list neither flashes its
 * loader nor loses the pages below); a row new to the list (a transfer credited with no request) makes the list
 * that page 1, the pages below asked again on scrolling, since each moved down by it. Either asks userInfo again,
 * whose balance the api client writes to the session, which every screen showing it follows.
 */
export function useWatchRequests(watching: boolean) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const listKey = listQuery(api, 'rechargeList', NO_FILTER).queryKey;
  const live = useOwnChanges((own) => {
    if (own.wallet?.includes('deposits')) void watch.refetch();
  });
  const watch = useQuery({
    queryKey: ['rechargeList', 'watch'],
    queryFn: async ({ signal }) => {
      const fresh = await api.call('rechargeList', { page: 1 }, { signal, silent: true });
      let changed = false;
      queryClient.setQueryData<InfiniteData<DepositRequest[], number>>(listKey, (list) => {
        if (!list) return list;
        const shown = new Set(list.pages.flat().map((request) => request.id));
        if (fresh.some((request) => !shown.has(request.id))) {
          changed = true;
          return { pages: [fresh], pageParams: [1] };
        }
        const byId = new Map(fresh.map((request) => [request.id, request]));
        return {
          ...list,
          pages: list.pages.map((page) =>
            page.map((request) => {
              const now = byId.get(request.id);
              if (!now || now.state === request.state) return request;
              changed = true;
              return now;
            }),
          ),
        };
      });
      if (changed) {
        const user = await api.call('userInfo', undefined, { signal, silent: true });
        queryClient.setQueryData(callKey('userInfo'), user);
      }
      return fresh.length;
    },
    enabled: watching,
    initialData: 0,
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: watching && live !== 'open' ? REQUEST_WATCH_MS : false,
  });
}
