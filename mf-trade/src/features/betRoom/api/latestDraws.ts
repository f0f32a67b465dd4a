import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

/** The spec's number of recent results in the room. */
export const LATEST_DRAWS = 4;

/** The game's last draws (issueList page 1, newest first), asked again when the heartbeat reports a new draw. */
export function useLatestDraws(gameId: number, lastIssue: string | undefined) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['issueList', 'latest', gameId, lastIssue],
    queryFn: async ({ signal }) =>
      (await api.call('issueList', { game_id: gameId, page: 1 }, { signal, silent: true })).slice(0, LATEST_DRAWS),
    placeholderData: (previous) => previous,
  });
}
