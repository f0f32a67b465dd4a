import { Button, DotLoading, ErrorBlock } from 'shared-contracts/kit';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAppProps, RemoteName } from 'shared-contracts';
import { loadRemoteApp } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type Platform = Omit<RemoteAppProps, 'basename'>;

/** Renders one remote's ./App; on failure a fallback with Retry in this route only. */
export function RemoteRoute({ remote, platform }: { remote: RemoteName; platform: Platform }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(() => lazy(() => loadRemoteApp(remote, attempt > 0)), [remote, attempt]);
  return (
    <RemoteErrorBoundary
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <div className="app-center" data-testid="remote-fallback">
          <ErrorBlock status="disconnected" title={t('common.remoteDown.title')} description={t('common.remoteDown.body')} />
          <Button color="primary" onClick={retry} style={{ minHeight: 44, minWidth: 120 }}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <div className="app-center">
            <DotLoading color="primary" />
          </div>
        }
      >
        <RemoteApp basename="/" {...platform} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
