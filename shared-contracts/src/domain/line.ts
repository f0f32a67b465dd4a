/** The connection line: 0 or 1, default 0; it picks one of the two api base URLs of the runtime config. */
export type Line = 0 | 1;
export const DEFAULT_LINE: Line = 0;
export const LINE_STORAGE_KEY = 'activeList';

export function isLine(value: unknown): value is Line {
  return value === 0 || value === 1;
}

export function parseLine(stored: string | null | undefined): Line {
  const n = Number(stored);
  return isLine(n) ? n : DEFAULT_LINE;
}
