import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from '../session/SessionProvider';
import type { OpsAnswer, OpsBody, OpsCallName } from './opsCall';

type OpsQueryOptions<K extends OpsCallName> = Omit<
  UseQueryOptions<OpsAnswer<K>, Error, OpsAnswer<K>, readonly unknown[]>,
  'queryKey' | 'queryFn'
> & {
  /** What follows the name in the cache key (the body's parts that make one answer differ from another). */
  key?: readonly unknown[];
};

/** A read by name, its answer typed by its contract, cached under [name, ...key]: invalidating [name] asks every variant again. */
export function useOpsQuery<K extends OpsCallName>(name: K, body: OpsBody<K>, { key = [], ...options }: OpsQueryOptions<K> = {}) {
  const { call } = useSession();
  return useQuery({ ...options, queryKey: [name, ...key], queryFn: ({ signal }) => call(name, body, signal) });
}

/** The cache key of every read of `name` (what to invalidate after a change). */
export const opsQueryKey = <K extends OpsCallName>(name: K) => [name] as const;
