import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const safetyInfoKey = ['safetyInfo'] as const;

/** Whether the member has set a security code (safetyInfo); `silent` asks without the loading and failure toasts. */
export function useSafetyInfo({ silent = false, enabled = true } = {}) {
  const { api } = usePlatform();
  return useQuery({ queryKey: safetyInfoKey, queryFn: ({ signal }) => api.call('safetyInfo', undefined, { signal, silent }), enabled });
}
