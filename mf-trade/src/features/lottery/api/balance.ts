import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Minor } from 'shared-contracts';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/**
 * The member's balance as the server has it now (userInfo, which the api client writes to the session). The hall
 * asks it when a room is tapped: a gift or an approved deposit since login counts.
 */
export function useFreshBalance(): () => Promise<Minor> {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useCallback(async () => (await queryClient.fetchQuery({ ...callQuery(api, 'userInfo'), staleTime: 0 })).money, [api, queryClient]);
}
