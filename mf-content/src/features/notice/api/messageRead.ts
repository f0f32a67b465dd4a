import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Message } from 'shared-contracts/api';
import { callKey, useCallMutation } from 'shared-contracts/platform';

/**
 * Marks an opened message read: the list shows it read and the unread count (the 'me' badge reads the same
 * cache entry) becomes the one the server answers.
 */
export function useMessageRead() {
  const queryClient = useQueryClient();
  return useCallMutation('messageRead', {
    onSuccess: (count, { id }) => {
      queryClient.setQueryData(callKey('messageUnread'), count);
      queryClient.setQueriesData<InfiniteData<Message[]>>({ queryKey: ['messageList'] }, (list) =>
        list
          ? { ...list, pages: list.pages.map((page) => page.map((message) => (message.id === id ? { ...message, read: true } : message))) }
          : list,
      );
    },
  });
}
