import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** Home's data: the latest platform announcements and real recent wins. Quiet: the page shows its own loading overlay and failure. */
export function useHomeIndex() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'homeIndex', undefined, { silent: true }));
}
