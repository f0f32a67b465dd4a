import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './PlatformContext';

/**
 * The member's unread in-site message count (messageUnread's answer, `{ unread }`) has one cache entry: the 'me'
 * badge (mf-account) reads it and /Notice (mf-content) writes the count messageRead answers. The remotes cannot
 * import each other, so the key lives here.
 */
export const unreadMessagesKey = ['messageUnread'] as const;

/**
 * The unread count, asked on each mount and again when the page comes back to the foreground: quietly, so
 * (unlike other reads) a focus refetch flashes no loading toast, and a badge toasts no failure.
 */
export function useUnreadMessages() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: unreadMessagesKey,
    queryFn: ({ signal }) => api.call('messageUnread', undefined, { signal, silent: true }),
    refetchOnWindowFocus: true,
  });
}
