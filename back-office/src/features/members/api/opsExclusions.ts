import type { opsExclusions } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** The exclusion report (support, admin): every member on a break now, self-taken or imposed, newest first, a page at a time. */
export type ExclusionsPage = AnswerOf<typeof opsExclusions>;
export type ExclusionRow = ExclusionsPage['rows'][number];
/** The most rows a page answers (the contract's LIST_PAGE_MAX): the CSV reads the report in the fewest pages. */
const LIST_PAGE_MAX = 200;

const fetchPage = (call: OpsCall, cursor: string | undefined, limit?: number, signal?: AbortSignal) =>
  call('opsExclusions', { ...(cursor ? { cursor } : {}), ...(limit ? { limit } : {}) }, signal);

export function useOpsExclusions() {
  const { call } = useSession();
  return usePagedList(['opsExclusions'], (cursor, signal) => fetchPage(call, cursor, undefined, signal));
}

/** The whole report, every page read (the largest pages): what its CSV file holds, whatever the screen has loaded. */
export async function fetchAllExclusions(call: OpsCall): Promise<ExclusionRow[]> {
  const rows: ExclusionRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(call, cursor, LIST_PAGE_MAX);
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor);
  return rows;
}
