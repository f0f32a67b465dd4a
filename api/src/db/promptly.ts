import { DbUnavailableError } from './errors';

/**
 * How long a call that serves memory (the heartbeat) waits for the database before it answers from what it holds:
 * a frozen or overloaded database must not hold up the heartbeat for its seconds-long bounds.
 */
export const MEMORY_CALL_WAIT_MS = 300;

/** `reading`, or a DbUnavailableError once `ms` have passed (the read goes on, and its outcome is dropped). */
export function promptly<T>(reading: Promise<T>, ms = MEMORY_CALL_WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DbUnavailableError(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([reading, late]).finally(() => clearTimeout(timer));
}
