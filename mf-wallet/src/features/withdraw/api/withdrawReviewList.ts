import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const withdrawReviewListKey = ['withdrawReviewList'] as const;

/** The member's withdrawals the operator has not decided yet (their amounts already held off the balance). */
export function useWithdrawReviewList() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: withdrawReviewListKey,
    queryFn: ({ signal }) => api.call('withdrawReviewList', undefined, { signal, silent: true }),
  });
}
