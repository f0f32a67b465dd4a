import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './PlatformContext';

/**
 * The member's play session (playSession: when it started, its stakes, wins and net, the reality check's interval)
 * has one cache entry: the shell's reality check reads it and the responsible-play screen (mf-account) asks it
 * again when the interval changes. The remotes cannot import the shell, so the key lives here.
 */
export const playSessionKey = ['playSession'] as const;

/** The play session, asked quietly (a background check toasts neither its loading nor a failure). */
export function usePlaySession({ enabled = true } = {}) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: playSessionKey,
    queryFn: ({ signal }) => api.call('playSession', undefined, { signal, silent: true }),
    enabled,
  });
}
