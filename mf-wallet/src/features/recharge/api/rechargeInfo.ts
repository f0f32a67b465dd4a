import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

/** The key the 'me' page's deposit button caches the answer under too. */
export const rechargeInfoKey = ['rechargeInfo'] as const;

/** The member's exclusive TRC-20 deposit address and the promotion in force (bonus percent, transfer window). */
export function useRechargeInfo() {
  const { api } = usePlatform();
  return useQuery({ queryKey: rechargeInfoKey, queryFn: ({ signal }) => api.call('rechargeInfo', undefined, { signal }) });
}
