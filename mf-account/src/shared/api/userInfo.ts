import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/**
 * The member's data (userInfo), asked on mount of each screen that shows it; the last answer shows meanwhile.
 * The api client keeps its balance in the session, which tells the bus (wallet:balance).
 */
export function useUserInfo() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'userInfo'));
}
