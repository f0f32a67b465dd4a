import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/**
 * What one more order of the member may pay per result in the room's round (payoutRoom), asked afresh each time the
 * buy popup opens and after each bet (usePlayOrder). Silent: without an answer the popup works as before and the server
 * still refuses a bet past a limit, naming the largest stake.
 */
export function usePayoutRoom(planId: number, gameId: number) {
  const { api } = usePlatform();
  return useQuery({
    ...callQuery(api, 'payoutRoom', { game_id: gameId, plan_id: planId }, { silent: true }),
    refetchOnMount: 'always',
    select: (room) => room.capacity,
  }).data;
}
