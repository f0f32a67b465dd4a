import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePlatform } from './PlatformContext';
import { callQuery } from './query';

/**
 * The member's deposit address for /Recharge's czqbdz (rechargeInfo, asked quietly at the tap), '' when the
 * server gives none: the deposit screen copes. The same rule and cache key as the personal screen's Deposit.
 */
export function useDepositAddress(): () => Promise<string> {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery(callQuery(api, 'rechargeInfo', undefined, { silent: true })).then(
        (info) => info.address,
        () => '',
      ),
    [api, queryClient],
  );
}
