import { DotLoading } from 'shared-contracts/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

export const LOADING_OVERLAY_MAX_MS = 1_000;

/** Whether the full-screen overlay shows: while `loading`, and for 1 s at most (the page stays usable after). */
export function useLoadingOverlay(loading: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), LOADING_OVERLAY_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return loading && !expired;
}

export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className={styles.overlay} role="status" aria-label={t('common.loading')} data-testid="home-loading">
      <DotLoading color="white" />
    </div>
  );
}
