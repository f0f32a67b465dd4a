import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** One article by id, from the server (never from the page's query); nothing is asked without an id. */
export function useArticleDetail(id: number | null) {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'articleDetail', { id: id! }), enabled: id !== null });
}
