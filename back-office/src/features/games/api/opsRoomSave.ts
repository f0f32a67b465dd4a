import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsRoomSave } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { GAMES_KEY } from './opsGames';

/** Changes an open room or adds one to a game (admin); 70041 a minimum above the maximum, 70044 a retired room. */
export type OpsRoomSaveBody = BodyOf<typeof opsRoomSave>;
export type OpsRoomSaveAnswer = AnswerOf<typeof opsRoomSave>;

export const fetchOpsRoomSave = (call: OpsCall, body: OpsRoomSaveBody) => call('opsRoomSave', body);

/** Then asks the games again, whatever the answer (another admin may have changed them). */
export function useOpsRoomSave() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsRoomSaveBody) => fetchOpsRoomSave(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}
