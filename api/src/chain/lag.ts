/** TRON's block time, to say a lag in seconds (chain:status, the dashboard). */
export const TRON_BLOCK_SECONDS = 3;

/**
 * Confirmed blocks the watcher has not read yet: the cursor is the first block not read; a block counts once it has
 * `confirmations` blocks on it (itself included).
 */
export function confirmedLag(head: bigint, confirmations: number, cursor: bigint): bigint {
  const lag = head - BigInt(confirmations) + 1n - cursor + 1n;
  return lag > 0n ? lag : 0n;
}
