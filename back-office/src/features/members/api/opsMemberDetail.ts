import { useQuery } from '@tanstack/react-query';
import type { opsMemberDetail } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** One member (support, admin): profile, bindings, money, sessions, protection (orders and messages: paged calls). */
export type MemberDetail = AnswerOf<typeof opsMemberDetail>;
export type FundLogRow = MemberDetail['fund_log'][number];
export type SessionRow = MemberDetail['sessions'][number];

/** A member's detail's key: every change to the member (status, sessions, a message) asks it again. */
export const memberDetailKey = (userId: number) => ['opsMemberDetail', userId];

export const fetchOpsMemberDetail = (call: OpsCall, userId: number, signal?: AbortSignal) =>
  call('opsMemberDetail', { user_id: userId }, signal);

export function useOpsMemberDetail(userId: number) {
  const { call } = useSession();
  return useQuery({ queryKey: memberDetailKey(userId), queryFn: ({ signal }) => fetchOpsMemberDetail(call, userId, signal) });
}
