import { useCallback } from 'react';
import { useSearchParams } from 'shared-contracts/routing';

/** A screen's tab, kept in its `tab` query so a reload, a link (/Withdraw's turnover details) or coming back keeps it; the first tab by default. */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const choose = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, choose];
}
