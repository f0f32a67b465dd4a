import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { opsReport } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** A report (every role): one row per day of a month ('daily', at 'YYYY-MM') or per month of a year ('monthly', at 'YYYY'). */
export type OpsReportBody = BodyOf<typeof opsReport>;
export type OpsReportAnswer = AnswerOf<typeof opsReport>;
export type ReportRow = OpsReportAnswer['rows'][number];

export const fetchOpsReport = (call: OpsCall, body: OpsReportBody, signal?: AbortSignal) => call('opsReport', body, signal);

/** The report picked; the last one stays shown while the next loads. */
export function useOpsReport(body: OpsReportBody) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsReport', body.period, body.at],
    queryFn: ({ signal }) => fetchOpsReport(call, body, signal),
    placeholderData: keepPreviousData,
  });
}
