import { SESSION_CACHE_MS, cacheSession, cachedSession, forgetMember, forgetSession } from './sessionCache';

const user = (id: number, tokenHash: string) => ({ id, username: `u${id}`, group_id: 1, tokenHash });

describe('session cache', () => {
  it('serves an entry for SESSION_CACHE_MS only', () => {
    cacheSession(user(1, 'h1'), 10_000, 1_000);
    expect(cachedSession('h1', 1_000 + SESSION_CACHE_MS - 1)?.user.id).toBe(1);
    expect(cachedSession('h1', 1_000 + SESSION_CACHE_MS)).toBeUndefined();
  });

  it('drops a revoked session and does not take it back while the revocation may be committing', () => {
    const now = Date.now();
    cacheSession(user(2, 'h2'), now + 10_000, now);
    forgetSession('h2', now);
    expect(cachedSession('h2', now)).toBeUndefined();
    cacheSession(user(2, 'h2'), now + 10_000, now + 1);
    expect(cachedSession('h2', now + 1)).toBeUndefined();
  });

  it('drops every session of a member whose sessions end, and caches none of them for a while', () => {
    const now = Date.now();
    cacheSession(user(3, 'h3a'), now + 10_000, now);
    cacheSession(user(3, 'h3b'), now + 10_000, now);
    cacheSession(user(4, 'h4'), now + 10_000, now);
    forgetMember(3, now);
    expect(cachedSession('h3a', now)).toBeUndefined();
    expect(cachedSession('h3b', now)).toBeUndefined();
    expect(cachedSession('h4', now)?.user.id).toBe(4);
    cacheSession(user(3, 'h3c'), now + 10_000, now + 1);
    expect(cachedSession('h3c', now + 1)).toBeUndefined();
  });
});
