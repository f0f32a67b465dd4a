import { z } from 'zod';

/**
 * Cursor paging of the console's lists (issue 40): a page answers its rows and, unless it is the last, `next`, an
 * opaque cursor the next page is asked with. The server reads by a stable key (keyset), so rows written meanwhile
 * neither repeat nor skip a row, and a deep page costs what the first does.
 */
export const LIST_PAGE = 50;
/** The most rows one page answers, whatever `limit` asks. */
export const LIST_PAGE_MAX = 200;

export const listCursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);

/** The fields a paged call's request adds: where to go on from (none: the first page) and how many rows. */
export const pageRequest = {
  cursor: listCursor.optional(),
  limit: z.number().int().positive().optional(),
};

/** A page of `row`s: `next` absent on the last page. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), next: listCursor.optional() });
}
