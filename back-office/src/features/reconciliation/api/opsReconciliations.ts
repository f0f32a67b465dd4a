import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { opsReconcile, opsReconciliation, opsReconciliations } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** The reconciliations (every role), newest first, a page at a time. */
export const RUNS_KEY = ['opsReconciliations'];
export type RunsPage = AnswerOf<typeof opsReconciliations>;
export type RunRow = RunsPage['rows'][number];

export function useOpsReconciliations() {
  const { call } = useSession();
  return usePagedList(RUNS_KEY, (cursor, signal) => call('opsReconciliations', cursor ? { cursor } : {}, signal));
}

/** One run and its differences (every role); 70092 for an unknown id. */
export type RunDetail = AnswerOf<typeof opsReconciliation>;
export type DifferenceRow = RunDetail['differences'][number];

export function useOpsReconciliation(id: number | null) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsReconciliation', id],
    enabled: id !== null,
    queryFn: ({ signal }) => call('opsReconciliation', { id: id! }, signal),
  });
}

/** Runs one for the days asked (cashier, admin; audited); 70090 a period after today or reversed, 70091 too long. */
export function useOpsReconcile() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsReconcile>) => call('opsReconcile', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RUNS_KEY }),
  });
}
