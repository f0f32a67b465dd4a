// Cursor paging of the console's lists (issue 40): every paged list reads by a stable key (an id, or (created_at, id))
// from where the last page ended (keyset), never by an offset, and hands the client that key as an opaque cursor.
import { LIST_PAGE, LIST_PAGE_MAX } from 'shared-contracts/ops';
import { AppError } from '../i18n/errors';
import { LIST_ERR } from './errors';

/** A row's place in its list's order: its key's values, most significant first. */
export type Key = readonly number[];

export interface PageAsked {
  cursor?: string | undefined;
  limit?: number | undefined;
}

export interface Page<Row> {
  rows: Row[];
  next?: string;
}

/** The key as a cursor: base64url of its JSON (opaque to the client, which only sends it back). */
export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of `size` safe integers a cursor carries; a cursor of another list or a forged one is refused (70150). */
export function decodeCursor(cursor: string, size: number): Key {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(LIST_ERR.cursorInvalid);
  }
  if (!Array.isArray(key) || key.length !== size || !key.every((value) => Number.isSafeInteger(value))) {
    throw new AppError(LIST_ERR.cursorInvalid);
  }
  return key as Key;
}

/** The rows a page holds: what was asked, at most LIST_PAGE_MAX, LIST_PAGE when not asked. */
export const pageSize = (limit: number | undefined) => Math.min(limit ?? LIST_PAGE, LIST_PAGE_MAX);

/**
 * One page: `read` answers up to `take` rows after `after` (none: from the start) in the list's order; one row more
 * than the page is read to know whether another page follows, whose cursor is the last row's key.
 */
export async function keysetPage<Row>(
  asked: PageAsked,
  keySize: number,
  read: (after: Key | undefined, take: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): Promise<Page<Row>> {
  const size = pageSize(asked.limit);
  const after = asked.cursor === undefined ? undefined : decodeCursor(asked.cursor, keySize);
  const rows = await read(after, size + 1);
  if (rows.length <= size) return { rows };
  const page = rows.slice(0, size);
  return { rows: page, next: encodeCursor(keyOf(page[page.length - 1]!)) };
}

/** One part of a list read in parts: `take` rows after the row of id `after` (none: from its start), in its own order. */
export type PartRead<Row> = (after: number | undefined, take: number) => Promise<Row[]>;

/**
 * The read of a list in parts, one after another (open ones, oldest first, then closed ones, newest first), for
 * keysetPage with a key of 2: the part a row is in and its id. A cursor naming no part is refused (70150).
 */
export function partsRead<Row>(parts: ReadonlyArray<PartRead<Row>>) {
  return async (after: Key | undefined, take: number): Promise<Row[]> => {
    const from = after?.[0] ?? 0;
    if (from < 0 || from >= parts.length) throw new AppError(LIST_ERR.cursorInvalid);
    const rows: Row[] = [];
    for (let part = from; part < parts.length && rows.length < take; part += 1)
      rows.push(...(await parts[part]!(part === from ? after?.[1] : undefined, take - rows.length)));
    return rows;
  };
}
