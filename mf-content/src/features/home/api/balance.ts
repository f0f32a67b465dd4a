import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

/**
 * The member's balance as the server has it now (userInfo, under the key every remote caches it by), written to the
 * session that home shows: a gift or an approved deposit since login counts. Quiet: the session's balance stays shown.
 */
export function useFreshBalance() {
  const { api, session } = usePlatform();
  useQuery({
    queryKey: ['userInfo'],
    queryFn: async ({ signal }) => {
      const user = await api.call('userInfo', undefined, { signal, silent: true });
      session.setMoney(user.money);
      return user;
    },
  });
}
