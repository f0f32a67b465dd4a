import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** The member's withdrawals the operator has not decided yet (their amounts already held off the balance). */
export function useWithdrawReviewList() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'withdrawReviewList', undefined, { silent: true }));
}
