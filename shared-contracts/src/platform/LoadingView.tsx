import { DotLoading } from 'shared-contracts/kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../remote';
import { CODE_NETWORK } from './apiClient';
import { useConnectionLost } from './useConnectionLost';

/** How often a failed load asks again on its own. */
export const RECOVER_MS = 3000;

/** What LoadingView needs of a query (useQuery's or useInfiniteQuery's result). */
export interface LoadingQuery {
  error: Error | null;
  refetch(options: { cancelRefetch: boolean }): unknown;
}

/** A call that never got an answer (every attempt failed), as against one the server refused. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === CODE_NETWORK;
}

/** 'Connection lost, retrying…' while the api does not answer or `failed` (a live screen keeps its last data under it). */
export function ConnectionLost({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation();
  const lost = useConnectionLost();
  if (!lost && !failed) return null;
  return (
    <p role="status" data-testid="connection-lost" style={{ margin: 12, textAlign: 'center', color: 'var(--adm-color-weak)' }}>
      {t('common.connectionLost')}
    </p>
  );
}

/**
 * In place of a screen's data while it loads: the dots, or the words while the api does not answer. A load that got
 * no answer asks again every RECOVER_MS and as soon as the browser is back online, so the screen recovers by itself;
 * one the server refused says why (its message, in the member's language).
 */
export function LoadingView({ query }: { query: LoadingQuery }) {
  const { error, refetch } = query;
  const unanswered = isNetworkFailure(error);
  const lost = useConnectionLost();
  useEffect(() => {
    if (!unanswered) return;
    // A call still trying keeps its attempt: asking again joins it rather than starting over.
    const again = () => void refetch({ cancelRefetch: false });
    const timer = setInterval(again, RECOVER_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [unanswered, refetch]);
  if (error && !unanswered)
    return (
      <p role="alert" style={{ margin: 12, textAlign: 'center' }}>
        {error.message}
      </p>
    );
  return lost || unanswered ? <ConnectionLost failed /> : <DotLoading />;
}
