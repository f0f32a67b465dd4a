/**
 * How long a notified cache (accounts/sessionCache.ts, wallet/balance/balanceCache.ts) trusts an entry of `key` (a member
 * id): between half and all of `ttlMs`, spread by key, so that entries cached together (every player at start-up)
 * are not all re-read in the same second.
 */
export function spreadTtl(ttlMs: number, key: number): number {
  return ttlMs - ((key % 16) * ttlMs) / 32;
}
