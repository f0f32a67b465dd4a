import { useQueryClient } from '@tanstack/react-query';
import type { PlayControls } from 'shared-contracts/api';
import { callKey } from 'shared-contracts/platform';

/** Every responsible-play write answers the member's fresh controls: they take the cached ones' place. */
export function useStoreControls() {
  const queryClient = useQueryClient();
  return (fresh: PlayControls) => queryClient.setQueryData(callKey('playControls'), fresh);
}
