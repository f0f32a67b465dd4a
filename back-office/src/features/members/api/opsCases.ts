import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { opsCaseClose, opsCaseNote, opsCaseReport, opsCases, opsDenyList, opsDenyListUpload } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** Anti-money-laundering cases (support, admin): the list, a note, closing one; the report; the deny-list (admin uploads). */
export const opsCasesEndpoint: OpsEndpoint = { path: '/api/ops/cases', mutates: false };
export const opsCaseNoteEndpoint: OpsEndpoint = { path: '/api/ops/caseNote', mutates: true };
export const opsCaseCloseEndpoint: OpsEndpoint = { path: '/api/ops/caseClose', mutates: true };
export const opsCaseReportEndpoint: OpsEndpoint = { path: '/api/ops/caseReport', mutates: false };
export const opsDenyListEndpoint: OpsEndpoint = { path: '/api/ops/denyList', mutates: false };
export const opsDenyListUploadEndpoint: OpsEndpoint = { path: '/api/ops/denyListUpload', mutates: true };

export type CasesPage = AnswerOf<typeof opsCases>;
export type CaseRow = CasesPage['rows'][number];
export type CaseReport = AnswerOf<typeof opsCaseReport>;
export type CaseReportRow = CaseReport['rows'][number];

const CASES_KEY = ['opsCases'] as const;

/** Every open case (oldest first) then the closed ones (newest first), or one member's cases, page after page. */
export function useOpsCases(userId?: number) {
  const { call } = useSession();
  return usePagedList([...CASES_KEY, userId ?? 'all'], (cursor, signal) =>
    call<CasesPage>(opsCasesEndpoint, { ...(userId === undefined ? {} : { user_id: userId }), ...(cursor ? { cursor } : {}) }, signal),
  );
}

function useCaseChange<Body extends object>(endpoint: OpsEndpoint) {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => call<CaseRow>(endpoint, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASES_KEY }),
  });
}

export const useOpsCaseNote = () => useCaseChange<BodyOf<typeof opsCaseNote>>(opsCaseNoteEndpoint);
export const useOpsCaseClose = () => useCaseChange<BodyOf<typeof opsCaseClose>>(opsCaseCloseEndpoint);

export function useOpsCaseReport(span: BodyOf<typeof opsCaseReport>) {
  const { call } = useSession();
  return useQuery({ queryKey: ['opsCaseReport', span], queryFn: ({ signal }) => call<CaseReport>(opsCaseReportEndpoint, span, signal) });
}

const DENY_LIST_KEY = ['opsDenyList'] as const;

export function useOpsDenyList() {
  const { call } = useSession();
  return useQuery({
    queryKey: DENY_LIST_KEY,
    queryFn: ({ signal }) => call<AnswerOf<typeof opsDenyList>>(opsDenyListEndpoint, {}, signal),
  });
}

export function useOpsDenyListUpload() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsDenyListUpload>) => call<AnswerOf<typeof opsDenyListUpload>>(opsDenyListUploadEndpoint, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DENY_LIST_KEY }),
  });
}
