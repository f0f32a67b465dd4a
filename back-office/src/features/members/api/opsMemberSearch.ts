import { useQuery } from '@tanstack/react-query';
import type { opsMemberSearch } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Members matching a text (support, admin): an id, a username's start, a bound address or card, a phone; 50 at most. */
export const opsMemberSearchEndpoint: OpsEndpoint = { path: '/api/ops/memberSearch', mutates: false };
export type MemberRow = AnswerOf<typeof opsMemberSearch>[number];

export const fetchOpsMemberSearch = (call: OpsCall, query: string, signal?: AbortSignal) =>
  call<MemberRow[]>(opsMemberSearchEndpoint, { query }, signal);

/** The search of `query`; nothing asked while it is empty. */
export function useOpsMemberSearch(query: string) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsMemberSearch', query],
    queryFn: ({ signal }) => fetchOpsMemberSearch(call, query, signal),
    enabled: query !== '',
  });
}
