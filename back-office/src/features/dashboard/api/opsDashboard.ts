import { useQuery } from '@tanstack/react-query';
import type { opsDashboard } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Today's and this month's figures, each class's return, the queues, who draws, the chain watcher (every role). */
export type OpsDashboardAnswer = AnswerOf<typeof opsDashboard>;

/** How often the dashboard is asked again. */
export const DASHBOARD_POLL_MS = 30_000;
export const DASHBOARD_KEY = ['opsDashboard'];

export const fetchOpsDashboard = (call: OpsCall, signal?: AbortSignal) => call('opsDashboard', {}, signal);

/** Asked again every 30 s while the page is visible (TanStack pauses the interval in a hidden tab). */
export function useOpsDashboard() {
  const { call } = useSession();
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => fetchOpsDashboard(call, signal),
    refetchInterval: DASHBOARD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
