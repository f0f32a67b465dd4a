import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsCorrectionAsk, opsRequestDecide, opsRequests, opsWaiverAsk } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import type { OpsBody } from '../../../shared/api/opsCall';
import { useSession } from '../../../shared/session/SessionProvider';

/** The four-eyes requests the role decides (corrections, waivers, new operators, messages), page after page; pending first. */
export const REQUESTS_KEY = ['opsRequests'];
export type RequestsPage = AnswerOf<typeof opsRequests>;
export type RequestRow = RequestsPage['rows'][number];

export function useOpsRequests() {
  const { call } = useSession();
  return usePagedList(REQUESTS_KEY, (cursor, signal) => call('opsRequests', cursor ? { cursor } : {}, signal));
}

/** Approves (applied once) or rejects a request. Refusals: 70020 (one's own), 70011 (decided already), 70022, 70023. */
export type OpsRequestDecideBody = BodyOf<typeof opsRequestDecide>;
export type RequestDecision = OpsRequestDecideBody['decision'];
export type OpsRequestDecideAnswer = AnswerOf<typeof opsRequestDecide>;

/** Asks for a correction or a waiver (admin); nothing changes until another admin approves it. */
export type OpsCorrectionAskBody = BodyOf<typeof opsCorrectionAsk>;
export type OpsWaiverAskBody = BodyOf<typeof opsWaiverAsk>;

/** A mutation that asks the list again whatever the answer (a refusal may mean another admin decided first). */
function useRequestsMutation<K extends 'opsRequestDecide' | 'opsCorrectionAsk' | 'opsWaiverAsk'>(name: K) {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsBody<K>) => call(name, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

export const useOpsRequestDecide = () => useRequestsMutation('opsRequestDecide');
export const useOpsCorrectionAsk = () => useRequestsMutation('opsCorrectionAsk');
export const useOpsWaiverAsk = () => useRequestsMutation('opsWaiverAsk');
