import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/**
 * The member's balance as the server has it now (userInfo, which the api client writes to the session that home
 * shows): a gift or an approved deposit since login counts. Quiet: the session's balance stays shown.
 */
export function useFreshBalance() {
  const { api } = usePlatform();
  useQuery(callQuery(api, 'userInfo', undefined, { silent: true }));
}
