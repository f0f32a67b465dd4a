import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** Whether the member has set a security code (safetyInfo): withdrawing and replacing a binding ask for it. */
export function useSafetyInfo() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'safetyInfo'));
}
