import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  opsVerificationDecide,
  opsVerificationFile,
  opsVerificationQueue,
  opsVerificationThresholds,
  opsVerificationThresholdsSet,
} from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useOpsQuery } from '../../../shared/api/opsQuery';
import { useSession } from '../../../shared/session/SessionProvider';

/** Member verification (issue 40): support's queue, the images, decisions, and the thresholds admins change. */
export type VerificationQueue = AnswerOf<typeof opsVerificationQueue>;
export type SubmissionRow = VerificationQueue['rows'][number];
export type VerificationImage = AnswerOf<typeof opsVerificationFile>;
export type OpsVerificationDecideBody = BodyOf<typeof opsVerificationDecide>;
export type VerificationThresholds = AnswerOf<typeof opsVerificationThresholds>;
export type OpsVerificationThresholdsSetBody = BodyOf<typeof opsVerificationThresholdsSet>;

const QUEUE_KEY = ['opsVerificationQueue'];

/** The pending submissions, newest first, page after page. */
export function useVerificationQueue() {
  const { call } = useSession();
  return usePagedList(QUEUE_KEY, (cursor, signal) => call('opsVerificationQueue', cursor ? { cursor } : {}, signal));
}

/** One image, fetched when shown: each opening is recorded as a read of the member's documents. */
export function useVerificationImage(fileId: number | null) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsVerificationFile', fileId],
    enabled: fileId !== null,
    // Kept only while shown: opening it again is another read, recorded again.
    gcTime: 0,
    queryFn: ({ signal }) => call('opsVerificationFile', { file_id: fileId! }, signal),
  });
}

export function useVerificationDecide() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsVerificationDecideBody) => call('opsVerificationDecide', body),
    // Another operator may have decided it first: the queue is asked again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

export function useVerificationThresholds() {
  return useOpsQuery('opsVerificationThresholds', {});
}

/** Asks another admin to approve new thresholds (nothing changes until then: /ops/requests). */
export function useVerificationThresholdsSet() {
  const { call } = useSession();
  return useMutation({
    mutationFn: (body: OpsVerificationThresholdsSetBody) => call('opsVerificationThresholdsSet', body),
  });
}
