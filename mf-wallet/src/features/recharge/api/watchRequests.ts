import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DepositRequest } from 'shared-contracts/api';
import { callKey, listQuery, usePlatform } from 'shared-contracts/platform';

/** How often a pending request is asked while /Recharge is open: the operator's decision shows within seconds. */
export const REQUEST_WATCH_MS = 5_000;

const NO_FILTER = {};

/** The member's requests as the screen's list caches them (page 1 first): the same query, so no second call. */
export function useDepositRequests() {
  const { api } = usePlatform();
  return useInfiniteQuery(listQuery(api, 'rechargeList', NO_FILTER));
}

/**
 * While a request is pending, asks page 1 again every 5 s, silently, and writes each request's new state into the
 * cached list in place (the list neither flashes its loader nor loses the pages below). A request decided meanwhile
 * (credited: the balance moved) asks userInfo again, whose balance the api client writes to the session, which every
 * screen showing it follows.
 */
export function useWatchRequests(pending: boolean) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const listKey = listQuery(api, 'rechargeList', NO_FILTER).queryKey;
  useQuery({
    queryKey: ['rechargeList', 'watch'],
    queryFn: async ({ signal }) => {
      const fresh = await api.call('rechargeList', { page: 1 }, { signal, silent: true });
      const byId = new Map(fresh.map((request) => [request.id, request]));
      let decided = false;
      queryClient.setQueryData<InfiniteData<DepositRequest[], number>>(
        listKey,
        (list) =>
          list && {
            ...list,
            pages: list.pages.map((page) =>
              page.map((request) => {
                const now = byId.get(request.id);
                if (!now || now.state === request.state) return request;
                decided = true;
                return now;
              }),
            ),
          },
      );
      if (decided) {
        const user = await api.call('userInfo', undefined, { signal, silent: true });
        queryClient.setQueryData(callKey('userInfo'), user);
      }
      return fresh.length;
    },
    enabled: pending,
    initialData: 0,
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: pending ? REQUEST_WATCH_MS : false,
  });
}
