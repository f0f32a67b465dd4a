import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

/** A room's outcome classes (the buy popup, the product description) with their current odds (oddsList); none asked until the room is known. */
export function useOddsList(planId: number | undefined) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['oddsList', planId],
    queryFn: ({ signal }) => api.call('oddsList', { plan_id: planId! }, { signal }),
    enabled: planId !== undefined,
  });
}
