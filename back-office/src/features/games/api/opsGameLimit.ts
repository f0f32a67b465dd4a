import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsGameLimit } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { GAMES_KEY } from './opsGames';

/** Sets the most a round of a game may pay for any one result, all rooms together (admin); 70043 no such game. */
export type OpsGameLimitBody = BodyOf<typeof opsGameLimit>;
export type OpsGameLimitAnswer = AnswerOf<typeof opsGameLimit>;

export const fetchOpsGameLimit = (call: OpsCall, body: OpsGameLimitBody) => call('opsGameLimit', body);

/** Then asks the games again, whatever the answer (another admin may have changed them). */
export function useOpsGameLimit() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsGameLimitBody) => fetchOpsGameLimit(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}
