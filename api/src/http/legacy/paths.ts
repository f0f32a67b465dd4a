/**
 * A field path in an answer or a request: keys joined by dots, `[]` for each element of a list
 * ("gameList[].planList[].joinmoeny", "[].quantity"); '' is the whole value.
 */
export type FieldPath = string;

function segmentsOf(path: FieldPath): string[] {
  return path.split('.').flatMap((part) => (part.endsWith('[]') && part !== '[]' ? [part.slice(0, -2), '[]'] : part ? [part] : []));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value with `change` applied at every place the path reaches (a missing key or a null is left as is),
 * copying only along the way: answers may be shared (the heartbeat's lists are built once for all callers).
 * `position` is the element's index when the path ends at a list's elements.
 */
export function mapAt(value: unknown, path: FieldPath, change: (found: unknown, position: number | null) => unknown): unknown {
  const walk = (current: unknown, segments: string[], position: number | null): unknown => {
    if (segments.length === 0) return change(current, position);
    const [head, ...rest] = segments as [string, ...string[]];
    if (head === '[]') return Array.isArray(current) ? current.map((item, index) => walk(item, rest, index)) : current;
    if (!isRecord(current) || !(head in current)) return current;
    return { ...current, [head]: walk(current[head], rest, null) };
  };
  return walk(value, segmentsOf(path), null);
}

/** The value at a path of plain keys and list indexes ("usdt_address.0"), undefined when absent. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const key of segmentsOf(path)) {
    if (!isRecord(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
