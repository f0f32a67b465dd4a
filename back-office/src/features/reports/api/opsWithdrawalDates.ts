import { keepPreviousData } from '@tanstack/react-query';
import type { opsWithdrawalDates } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useOpsQuery } from '../../../shared/api/opsQuery';

/** Withdrawals per day of from-to, by the day asked and the day decided (every role). */
export type WithdrawalDatesBody = BodyOf<typeof opsWithdrawalDates>;
export type WithdrawalDatesAnswer = AnswerOf<typeof opsWithdrawalDates>;

/** The report asked; the last one stays shown while the next loads. */
export function useWithdrawalDates(body: WithdrawalDatesBody) {
  return useOpsQuery('opsWithdrawalDates', body, { key: [body], placeholderData: keepPreviousData });
}
