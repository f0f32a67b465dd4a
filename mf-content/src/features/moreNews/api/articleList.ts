import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** The hot topics and the three category tabs, in the page's language. */
export function useArticleList() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'articleList'));
}
