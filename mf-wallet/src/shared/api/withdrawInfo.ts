import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const withdrawInfoKey = ['withdrawInfo'] as const;

/** The balance and the bound payout accounts (withdrawInfo); the fresh balance goes to the session (wallet:balance). */
export function useWithdrawInfo() {
  const { api, session } = usePlatform();
  return useQuery({
    queryKey: withdrawInfoKey,
    queryFn: async ({ signal }) => {
      const info = await api.call('withdrawInfo', undefined, { signal });
      session.setMoney(info.money);
      return info;
    },
  });
}
