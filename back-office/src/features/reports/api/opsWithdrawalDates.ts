import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { opsWithdrawalDates } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession } from '../../../shared/session/SessionProvider';

/** Withdrawals per day of from-to, by the day asked and the day decided (every role). */
export const opsWithdrawalDatesEndpoint: OpsEndpoint = { path: '/api/ops/reportWithdrawals', mutates: false };
export type WithdrawalDatesBody = BodyOf<typeof opsWithdrawalDates>;
export type WithdrawalDatesAnswer = AnswerOf<typeof opsWithdrawalDates>;

/** The report asked; the last one stays shown while the next loads. */
export function useWithdrawalDates(body: WithdrawalDatesBody) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsWithdrawalDates', body],
    queryFn: ({ signal }) => call<WithdrawalDatesAnswer>(opsWithdrawalDatesEndpoint, body, signal),
    placeholderData: keepPreviousData,
  });
}
