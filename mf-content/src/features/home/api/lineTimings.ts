import { useQuery } from '@tanstack/react-query';
import { fetchRuntimeConfig } from 'shared-contracts/platform';
import { measureLines } from '../lineSpeed';

export const lineTimingsKey = ['lineTimings'] as const;

/**
 * Both lines timed from this browser, once per page (kept for the page's life), when first `enabled` (the line
 * chooser opens): the lines are the api base URLs of the runtime config the shell reads at start.
 */
export function useLineTimings(enabled: boolean) {
  return useQuery({
    queryKey: lineTimingsKey,
    queryFn: async ({ signal }) => {
      const { lines } = await fetchRuntimeConfig();
      return measureLines(lines, { fetch: (url, init) => fetch(url, init), now: () => performance.now(), signal });
    },
    enabled,
    staleTime: Infinity,
  });
}
