import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Minor } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';

/**
 * The member's balance as the server has it now (userInfo, under the key every remote caches it by), written to
 * the session. The hall asks it when a room is tapped: a gift or an approved deposit since login counts.
 */
export function useFreshBalance(): () => Promise<Minor> {
  const { api, session } = usePlatform();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const user = await queryClient.fetchQuery({
      queryKey: ['userInfo'],
      queryFn: ({ signal }) => api.call('userInfo', undefined, { signal }),
      staleTime: 0,
    });
    session.setMoney(user.money);
    return user.money;
  }, [api, session, queryClient]);
}
