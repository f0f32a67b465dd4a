import { useCallback } from 'react';
import { useLocation, useNavigate } from 'shared-contracts/routing';

/**
 * Back to the previous screen of this visit; when the screen was opened directly (a deep link, a reload
 * of the first page: the router's key is 'default') there is none, so go to the screen's parent instead
 * of leaving the app.
 */
export function useGoBack(parent: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else navigate(parent, { replace: true });
  }, [key, navigate, parent]);
}
