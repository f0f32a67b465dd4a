import { useQuery } from '@tanstack/react-query';
import type { opsPrograms } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Both promotion programs as in force, and every change of each with who, when and why (admin). */
export type ProgramsAnswer = AnswerOf<typeof opsPrograms>;
export type DepositBonus = ProgramsAnswer['deposit_bonus']['current'];
export type FixedDeposit = ProgramsAnswer['fixed_deposit']['current'];

/** Every change asks it again. */
export const PROGRAMS_KEY = ['opsPrograms'];

export const fetchOpsPrograms = (call: OpsCall, signal?: AbortSignal) => call('opsPrograms', {}, signal);

export function useOpsPrograms() {
  const { call } = useSession();
  return useQuery({ queryKey: PROGRAMS_KEY, queryFn: ({ signal }) => fetchOpsPrograms(call, signal) });
}
