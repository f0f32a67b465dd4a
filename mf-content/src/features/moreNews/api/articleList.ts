import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const articleListKey = ['articleList'] as const;

/** The hot topics and the three category tabs, in the page's language. */
export function useArticleList() {
  const { api } = usePlatform();
  return useQuery({ queryKey: articleListKey, queryFn: ({ signal }) => api.call('articleList', undefined, { signal }) });
}
