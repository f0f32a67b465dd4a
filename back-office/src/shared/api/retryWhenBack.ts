import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Asks again every shown read that failed, when the browser comes back online or the tab regains focus: the operator
 * should not have to press Retry once the network is back. TanStack's own refetch on reconnect fires only when it saw
 * the browser go offline, which a failed load (a dropped connection, a server restarting) need not be.
 */
export function RetryWhenBack(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    const retry = () => {
      if (document.visibilityState === 'hidden') return;
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    };
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('focus', retry);
      document.removeEventListener('visibilitychange', retry);
    };
  }, [queryClient]);
  return null;
}
