import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const userInfoKey = ['userInfo'] as const;

/**
 * The member's data (userInfo), asked on mount of each screen that shows it; the last answer shows meanwhile.
 * A fresh balance is written to the session, which tells the bus (wallet:balance).
 */
export function useUserInfo() {
  const { api, session } = usePlatform();
  return useQuery({
    queryKey: userInfoKey,
    queryFn: async ({ signal }) => {
      const fresh = await api.call('userInfo', undefined, { signal });
      session.setIdcard(fresh.idcard);
      session.setMoney(fresh.money);
      return fresh;
    },
  });
}
