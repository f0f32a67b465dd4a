import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsCaseReport, opsCases, opsDenyListUpload } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import type { OpsBody } from '../../../shared/api/opsCall';
import { opsQueryKey, useOpsQuery } from '../../../shared/api/opsQuery';
import { useSession } from '../../../shared/session/SessionProvider';

/** Anti-money-laundering cases (support, admin): the list, a note, closing one; the report; the deny-list (admin uploads). */
export type CasesPage = AnswerOf<typeof opsCases>;
export type CaseRow = CasesPage['rows'][number];
export type CaseReport = AnswerOf<typeof opsCaseReport>;
export type CaseReportRow = CaseReport['rows'][number];

const CASES_KEY = ['opsCases'] as const;

/** Every open case (oldest first) then the closed ones (newest first), or one member's cases, page after page. */
export function useOpsCases(userId?: number) {
  const { call } = useSession();
  return usePagedList([...CASES_KEY, userId ?? 'all'], (cursor, signal) =>
    call('opsCases', { ...(userId === undefined ? {} : { user_id: userId }), ...(cursor ? { cursor } : {}) }, signal),
  );
}

function useCaseChange<K extends 'opsCaseNote' | 'opsCaseClose'>(name: K) {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsBody<K>) => call(name, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASES_KEY }),
  });
}

export const useOpsCaseNote = () => useCaseChange('opsCaseNote');
export const useOpsCaseClose = () => useCaseChange('opsCaseClose');

export function useOpsCaseReport(span: BodyOf<typeof opsCaseReport>) {
  return useOpsQuery('opsCaseReport', span, { key: [span] });
}

const DENY_LIST_KEY = opsQueryKey('opsDenyList');

export function useOpsDenyList() {
  return useOpsQuery('opsDenyList', {});
}

export function useOpsDenyListUpload() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsDenyListUpload>) => call('opsDenyListUpload', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DENY_LIST_KEY }),
  });
}
