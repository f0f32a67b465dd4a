import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/**
 * The promotion programs in force as the operator set them (the deposit bonus, the fixed deposit): every text that
 * announces one reads its numbers, and whether it runs at all, from here. Quiet: a screen shows what it can without it.
 */
export function usePromotions() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'promotions', undefined, { silent: true }));
}
