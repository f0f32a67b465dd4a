import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsRoomRetire } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { GAMES_KEY } from './opsGames';

/** Retires an open room for good (admin); 70044 retired already, 70045 the game's last open room. */
export type OpsRoomRetireBody = BodyOf<typeof opsRoomRetire>;
export type OpsRoomRetireAnswer = AnswerOf<typeof opsRoomRetire>;

export const fetchOpsRoomRetire = (call: OpsCall, body: OpsRoomRetireBody) => call('opsRoomRetire', body);

/** Then asks the games again, whatever the answer (another admin may have changed them). */
export function useOpsRoomRetire() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsRoomRetireBody) => fetchOpsRoomRetire(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}
