import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  opsVerificationDecide,
  opsVerificationFile,
  opsVerificationQueue,
  opsVerificationThresholds,
  opsVerificationThresholdsSet,
} from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** Member verification (issue 40): support's queue, the images, decisions, and the thresholds admins change. */
export const opsVerificationQueueEndpoint: OpsEndpoint = { path: '/api/ops/verificationQueue', mutates: false };
export const opsVerificationFileEndpoint: OpsEndpoint = { path: '/api/ops/verificationFile', mutates: false };
export const opsVerificationDecideEndpoint: OpsEndpoint = { path: '/api/ops/verificationDecide', mutates: true };
export const opsVerificationThresholdsEndpoint: OpsEndpoint = { path: '/api/ops/verificationThresholds', mutates: false };
export const opsVerificationThresholdsSetEndpoint: OpsEndpoint = { path: '/api/ops/verificationThresholdsSet', mutates: true };

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
  return usePagedList(QUEUE_KEY, (cursor, signal) =>
    call<VerificationQueue>(opsVerificationQueueEndpoint, cursor ? { cursor } : {}, signal),
  );
}

/** One image, fetched when shown: each opening is recorded as a read of the member's documents. */
export function useVerificationImage(fileId: number | null) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsVerificationFile', fileId],
    enabled: fileId !== null,
    // Kept only while shown: opening it again is another read, recorded again.
    gcTime: 0,
    queryFn: ({ signal }) => call<VerificationImage>(opsVerificationFileEndpoint, { file_id: fileId! }, signal),
  });
}

export function useVerificationDecide() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsVerificationDecideBody) => call<AnswerOf<typeof opsVerificationDecide>>(opsVerificationDecideEndpoint, body),
    // Another operator may have decided it first: the queue is asked again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

export function useVerificationThresholds() {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsVerificationThresholds'],
    queryFn: ({ signal }) => call<VerificationThresholds>(opsVerificationThresholdsEndpoint, {}, signal),
  });
}

/** Asks another admin to approve new thresholds (nothing changes until then: /ops/requests). */
export function useVerificationThresholdsSet() {
  const { call } = useSession();
  return useMutation({
    mutationFn: (body: OpsVerificationThresholdsSetBody) => call<unknown>(opsVerificationThresholdsSetEndpoint, body),
  });
}
