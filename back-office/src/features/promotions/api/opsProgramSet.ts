import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsProgramSet } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { PROGRAMS_KEY } from './opsPrograms';

/** Changes one program's settings (admin), from the next credit on; 70061 refused by its rules, 70060 nothing changed. */
export type OpsProgramSetBody = BodyOf<typeof opsProgramSet>;
export type OpsProgramSetAnswer = AnswerOf<typeof opsProgramSet>;

export const fetchOpsProgramSet = (call: OpsCall, body: OpsProgramSetBody) => call('opsProgramSet', body);

/** Then asks the programs again, whatever the answer (another admin may have changed them). */
export function useOpsProgramSet() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsProgramSetBody) => fetchOpsProgramSet(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
  });
}
