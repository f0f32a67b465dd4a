import { useInfiniteQuery } from '@tanstack/react-query';
import { DotLoading, InfiniteScroll, PullToRefresh } from 'shared-contracts/kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallRequest, CallResponse } from '../api/index';
import { usePlatform } from './PlatformContext';
import { LoadingView } from './LoadingView';
import { listQuery, type ListCallName } from './query';

export type ListItem<K extends ListCallName> = CallResponse<K> extends readonly (infer T)[] ? T : never;

const hint = { color: '#8a93a6', fontSize: 13, textAlign: 'center', padding: '16px 0' } as const;

/**
 * Every record list of the suite (orders, draw results, the fund log ...): page 1 on mount, pull to refresh,
 * the next page at the end of the list, '--END--' after the last one, 'none yet' when there is nothing at all.
 * A change of `refreshOn` (a live list: the latest draw) asks the pages shown again, keeping them in view meanwhile.
 */
export function RecordList<K extends ListCallName>({
  call,
  filter,
  itemKey,
  renderItem,
  refreshOn,
}: {
  call: K;
  filter: Omit<CallRequest<K>, 'page'>;
  itemKey: (item: ListItem<K>) => string;
  renderItem: (item: ListItem<K>) => ReactNode;
  refreshOn?: unknown;
}) {
  const { api } = usePlatform();
  const { t } = useTranslation();
  const query = useInfiniteQuery(listQuery(api, call, filter));
  const items = (query.data?.pages.flat() ?? []) as ListItem<K>[];
  const { refetch } = query;
  const [following, setFollowing] = useState(false);
  const followed = useRef(refreshOn);
  useEffect(() => {
    const before = followed.current;
    followed.current = refreshOn;
    // Only a change from one known value to another: the first one known, or none, asks nothing more.
    if (before === undefined || refreshOn === undefined || Object.is(before, refreshOn)) return;
    setFollowing(true);
    void refetch().finally(() => setFollowing(false));
  }, [refreshOn, refetch]);

  const loadMore = async () => {
    const next = await query.fetchNextPage();
    // InfiniteScroll shows its retry when loadMore throws.
    if (next.isError) throw next.error;
  };

  return (
    <PullToRefresh
      onRefresh={async () => void (await query.refetch())}
      pullingText={t('common.list.pulling')}
      canReleaseText={t('common.list.release')}
      refreshingText={t('common.list.refreshing')}
      completeText={t('common.list.refreshed')}
    >
      {items.map((item) => (
        <div key={itemKey(item)}>{renderItem(item)}</div>
      ))}
      {/* While the pages shown are asked again (opening the list again, a pull), no next page: asking one
          then would take the place of that refetch, and the first page would stay as it was cached. */}
      {query.isPending || (query.isRefetching && !following) ? (
        <div style={hint}>
          <LoadingView query={query} />
        </div>
      ) : query.isSuccess && items.length === 0 ? (
        <div style={hint} data-testid="list-empty">
          {t('common.noneYet')}
        </div>
      ) : query.isSuccess ? (
        <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" onClick={retry} style={{ ...hint, border: 0, background: 'none', width: '100%', minHeight: 44 }}>
                {t('common.list.failed')}
              </button>
            ) : (
              <span style={hint}>{hasMore ? <DotLoading /> : t('common.end')}</span>
            )
          }
        </InfiniteScroll>
      ) : (
        <div style={hint}>
          <LoadingView query={query} />
        </div>
      )}
    </PullToRefresh>
  );
}
