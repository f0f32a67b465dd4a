import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './PlatformContext';
import { callQuery } from './query';

/**
 * The member's play session (playSession: when it started, its stakes, wins and net, the reality check's interval),
 * asked quietly (a background check toasts neither its loading nor a failure). One cache entry
 * (`callKey('playSession')`): the shell's reality check reads it and the responsible-play screen (mf-account) asks
 * it again when the interval changes.
 */
export function usePlaySession({ enabled = true } = {}) {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'playSession', undefined, { silent: true }), enabled });
}
