import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page of a paged call (shared-contracts/ops paging.ts): `next` absent on the last page. */
export interface Page<Row> {
  rows: Row[];
  next?: string | undefined;
}

/**
 * A paged list (cursor paging, issue 40): the first page, then each next page asked with the cursor the last one
 * answered; `rows` are the pages so far, in order. `pollMs`: asked again that often while the page is visible (every
 * page read so far, each with its cursor), and on focus.
 */
export function usePagedList<P extends Page<unknown>>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<P>,
  enabled = true,
  pollMs?: number,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    enabled,
    ...(pollMs === undefined ? {} : { refetchInterval: pollMs, refetchIntervalInBackground: false, refetchOnWindowFocus: true }),
  });
  const rows: Array<P['rows'][number]> = query.data?.pages.flatMap((page) => page.rows) ?? [];
  return { ...query, rows };
}

/** Below a paged list: "Load more" while another page follows, then that the list is complete. */
interface PagedList {
  rows: readonly unknown[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMore({ list }: { list: PagedList }) {
  const { t } = useTranslation();
  if (list.rows.length === 0) return null;
  return (
    <Flex justify="center">
      {list.hasNextPage ? (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('lists.more')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('lists.end', { count: list.rows.length })}</Typography.Text>
      )}
    </Flex>
  );
}
