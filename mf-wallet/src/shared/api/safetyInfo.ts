import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const safetyInfoKey = ['safetyInfo'] as const;

/** Whether the member has set a security code (safetyInfo): withdrawing and replacing a binding ask for it. */
export function useSafetyInfo() {
  const { api } = usePlatform();
  return useQuery({ queryKey: safetyInfoKey, queryFn: ({ signal }) => api.call('safetyInfo', undefined, { signal }) });
}
