import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CallName } from '../api/endpoints';
import type { CallRequest, CallResponse } from '../api/index';
import type { ApiError } from '../remote';
import { usePlatform } from './PlatformContext';

/** What a screen may add to a write: its own reaction on success or failure (a toast, going back ...). */
export type CallMutationOptions<K extends CallName> = Omit<UseMutationOptions<CallResponse<K>, ApiError, CallRequest<K>>, 'mutationFn'>;

/**
 * One api call as a write: `isPending` while it runs (and while a returned onSuccess promise settles), the
 * failure toast shown by the api client, `mutate(body)` never throws. An endpoint's hook wraps it with what
 * the write changes in the cache.
 */
export function useCallMutation<K extends CallName>(name: K, options: CallMutationOptions<K> = {}) {
  const { api } = usePlatform();
  return useMutation({ ...options, mutationFn: (body: CallRequest<K>) => api.call(name, body) });
}
