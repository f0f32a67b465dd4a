import type { LiveEvent, LiveEventName } from 'shared-contracts/api';

/** One SSE frame, serialised once and written as is to every stream it goes to. */
export function frame<K extends LiveEventName>(event: K, data: Extract<LiveEvent, { event: K }>['data']): Buffer {
  return frameOfJson(event, JSON.stringify(data));
}

/** A frame whose data is already JSON (one line: JSON.stringify writes no newline). */
export function frameOfJson(event: LiveEventName, json: string): Buffer {
  return Buffer.from(`event: ${event}\ndata: ${json}\n\n`);
}

/** The keepalive: an SSE comment, which clients ignore and proxies count as traffic. */
export const KEEPALIVE = Buffer.from(':\n\n');
