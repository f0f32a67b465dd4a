import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/**
 * The member's own fixed-deposit standing (reserve so far, tier, term). Its card mounts for a member only: a guest or a
 * visitor has none. Quiet: the rules stand without it.
 */
export function useFixedDepositStanding() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'fixedDepositStanding', undefined, { silent: true }));
}
