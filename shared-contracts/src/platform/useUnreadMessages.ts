import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './PlatformContext';
import { callQuery } from './query';

/**
 * The member's unread in-site message count (messageUnread's answer, `{ unread }`), asked on each mount and again
 * when the page comes back to the foreground: quietly, so (unlike other reads) a focus refetch flashes no loading
 * toast, and a badge toasts no failure. One cache entry (`callKey('messageUnread')`): the 'me' badge (mf-account)
 * reads it and /Notice (mf-content) writes the count messageRead answers.
 */
export function useUnreadMessages() {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'messageUnread', undefined, { silent: true }), refetchOnWindowFocus: true });
}
