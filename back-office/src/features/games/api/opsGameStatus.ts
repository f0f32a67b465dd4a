import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsGameStatus } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { GAMES_KEY } from './opsGames';

/** Pauses a game (bets refused, rounds keep drawing) or puts it back on sale (admin); 70043 no such game. */
export type OpsGameStatusBody = BodyOf<typeof opsGameStatus>;
export type OpsGameStatusAnswer = AnswerOf<typeof opsGameStatus>;

export const fetchOpsGameStatus = (call: OpsCall, body: OpsGameStatusBody) => call('opsGameStatus', body);

/** Then asks the games again, whatever the answer (another admin may have changed them). */
export function useOpsGameStatus() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsGameStatusBody) => fetchOpsGameStatus(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}
