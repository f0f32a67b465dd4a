import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const homeIndexKey = ['homeIndex'] as const;

/** Home's data: the latest platform announcements and real recent wins. Quiet: the page shows its own loading overlay and failure. */
export function useHomeIndex() {
  const { api } = usePlatform();
  return useQuery({ queryKey: homeIndexKey, queryFn: ({ signal }) => api.call('homeIndex', undefined, { signal, silent: true }) });
}
