import { useQuery } from '@tanstack/react-query';
import type { opsExposure } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Every open round's payouts per result, its worst result and the game's round limit (every role). */
export type OpsExposureAnswer = AnswerOf<typeof opsExposure>;

/** Live enough to watch a round fill: asked again every 3 s while the page is visible. */
export const EXPOSURE_POLL_MS = 3_000;

export const fetchOpsExposure = (call: OpsCall, signal?: AbortSignal) => call('opsExposure', {}, signal);

export function useOpsExposure() {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsExposure'],
    queryFn: ({ signal }) => fetchOpsExposure(call, signal),
    refetchInterval: EXPOSURE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
