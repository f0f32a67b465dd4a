import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** Whether the member has set a security code (safetyInfo); `silent` asks without the loading and failure toasts. */
export function useSafetyInfo({ silent = false, enabled = true } = {}) {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'safetyInfo', undefined, { silent }), enabled });
}
