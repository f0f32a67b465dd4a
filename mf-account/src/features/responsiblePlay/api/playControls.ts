import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** The member's limits (with what is used and when each resets), reality check and any break running (playControls). */
export function usePlayControls() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'playControls'));
}
