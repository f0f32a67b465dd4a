import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsOddsSet } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { GAMES_KEY } from './opsGames';

/** Sets one class's odds in an open room (admin); refused above 100% return to player (70040) or in a retired room (70044). */
export type OpsOddsSetBody = BodyOf<typeof opsOddsSet>;
export type OpsOddsSetAnswer = AnswerOf<typeof opsOddsSet>;

export const fetchOpsOddsSet = (call: OpsCall, body: OpsOddsSetBody) => call('opsOddsSet', body);

/** Then asks the games again, whatever the answer (another admin may have changed them). */
export function useOpsOddsSet() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsOddsSetBody) => fetchOpsOddsSet(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}
