import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/**
 * The member's exclusive TRC-20 deposit address and the promotion in force (bonus percent, transfer window), in
 * the cache entry the 'me' page's deposit button fills too.
 */
export function useRechargeInfo() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'rechargeInfo'));
}
