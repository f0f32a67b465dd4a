import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'shared-contracts/kit';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient, CallOptions } from '../remote';
import { usePlatform } from './PlatformContext';

/** The customer-service link (GET /api/Task/kefu): asked once per page; a failed ask is asked again at the next tap. */
export const serviceLinkKey = ['kefu'] as const;

/** The link as the page's cache keeps it: `line` is '' when the operator has configured none (KEFU_LINE unset). */
const serviceLinkQuery = (api: ApiClient, options: CallOptions = {}) =>
  queryOptions({ queryKey: serviceLinkKey, queryFn: () => api.call('kefu', undefined, options), staleTime: Infinity });

/** The link for a screen that says whether there is one (/room): asked quietly, shared with the taps' ask. */
export function useServiceLinkQuery() {
  const { api } = usePlatform();
  return useQuery(serviceLinkQuery(api, { silent: true }));
}

/**
 * Asks for the link quietly once the page is idle (the tab bar), so that a tap already knows whether there is
 * one: without one, no window opens and closes again.
 */
export function usePrefetchServiceLink(): void {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  useEffect(() => {
    const prefetch = () => void queryClient.prefetchQuery(serviceLinkQuery(api, { silent: true }));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 2000);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [api, queryClient]);
}

/**
 * Opens customer service outside the app (the tab bar, /room, the personal screen). Without a configured link
 * it says so in a toast instead of opening a window to nowhere.
 */
export function useServiceLink(): () => void {
  const { api } = usePlatform();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const sayUnavailable = () => Toast.show({ content: t('common.service.unavailable') });
    const query = serviceLinkQuery(api);
    if (queryClient.getQueryData(query.queryKey)?.line === '') return sayUnavailable();
    // Open the window inside the tap so popup blockers allow it, then point it at the link.
    const target = window.open('', '_blank');
    queryClient.fetchQuery(query).then(
      ({ line }) => {
        if (!line) {
          target?.close();
          sayUnavailable();
        } else if (target) target.location.href = line;
        else window.location.assign(line);
      },
      () => target?.close(), // the failure toast has been shown
    );
  }, [api, queryClient, t]);
}
