import { useMutation } from '@tanstack/react-query';
import type { opsSegmentAsk, opsSegmentPreview } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession } from '../../../shared/session/SessionProvider';
import type { Segment } from '../../../shared/segmentText';

/** How many members a segment reaches now, and how many are left out (excluded, disabled): support, admin. */
export type { Segment };
export type SegmentReach = AnswerOf<typeof opsSegmentPreview>;

/** Asks for one message to a segment; another operator approves it in /requests, which sends it. Refusals: 70160, 70161. */
export type OpsSegmentAskBody = BodyOf<typeof opsSegmentAsk>;
export type OpsSegmentAskAnswer = AnswerOf<typeof opsSegmentAsk>;

/** Counted when asked (a button), not kept: the count is of now. */
export function useOpsSegmentPreview() {
  const { call } = useSession();
  return useMutation({ mutationFn: (segment: Segment) => call('opsSegmentPreview', { segment }) });
}

/** Nothing is sent until the approval; /requests asks its list when opened. */
export function useOpsSegmentAsk() {
  const { call } = useSession();
  return useMutation({ mutationFn: (body: OpsSegmentAskBody) => call('opsSegmentAsk', body) });
}
