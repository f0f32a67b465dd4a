import { SESSION_CACHE_MS, SESSION_NOTIFIED_CACHE_MS, SessionCache } from './sessionCache';

const user = (id: number, tokenHash: string) => ({ id, username: `u${id}`, group_id: 1, tokenHash, disabled: false });

describe('session cache', () => {
  it('serves an entry for SESSION_CACHE_MS only', () => {
    const cache = new SessionCache();
    cache.put(user(1, 'h1'), 10_000, 1_000);
    expect(cache.get('h1', 1_000 + SESSION_CACHE_MS - 1)?.user.id).toBe(1);
    expect(cache.get('h1', 1_000 + SESSION_CACHE_MS)).toBeUndefined();
  });

  it('where every revocation is announced, serves an entry for half to all of SESSION_NOTIFIED_CACHE_MS, spread by member', () => {
    const cache = new SessionCache(SESSION_NOTIFIED_CACHE_MS);
    const lives = [16, 1, 15].map((id) => {
      cache.put(user(id, `h${id}`), 1_000_000, 0);
      let t = SESSION_NOTIFIED_CACHE_MS / 2 - 1;
      while (cache.get(`h${id}`, t)) t += 1;
      return t;
    });
    expect(lives[0]).toBe(SESSION_NOTIFIED_CACHE_MS);
    expect(lives[1]).toBeLessThan(lives[0]!);
    expect(lives[2]).toBeGreaterThan(SESSION_NOTIFIED_CACHE_MS / 2);
    expect(lives[2]).toBeLessThan(lives[1]!);
  });

  it('drops a revoked session and does not take it back while the revocation may be committing', () => {
    const cache = new SessionCache();
    const now = Date.now();
    cache.put(user(2, 'h2'), now + 10_000, now);
    cache.forgetSession('h2', now);
    expect(cache.get('h2', now)).toBeUndefined();
    cache.put(user(2, 'h2'), now + 10_000, now + 1);
    expect(cache.get('h2', now + 1)).toBeUndefined();
  });

  it('drops every session of a member whose sessions end, and caches none of them for a while', () => {
    const cache = new SessionCache();
    const now = Date.now();
    cache.put(user(3, 'h3a'), now + 10_000, now);
    cache.put(user(3, 'h3b'), now + 10_000, now);
    cache.put(user(4, 'h4'), now + 10_000, now);
    cache.forgetMember(3, now);
    expect(cache.get('h3a', now)).toBeUndefined();
    expect(cache.get('h3b', now)).toBeUndefined();
    expect(cache.get('h4', now)?.user.id).toBe(4);
    cache.put(user(3, 'h3c'), now + 10_000, now + 1);
    expect(cache.get('h3c', now + 1)).toBeUndefined();
  });

  it('clear drops every entry but keeps the revocations', () => {
    const cache = new SessionCache();
    const now = Date.now();
    cache.put(user(5, 'h5'), now + 10_000, now);
    cache.forgetSession('h6', now);
    cache.clear();
    expect(cache.get('h5', now)).toBeUndefined();
    cache.put(user(6, 'h6'), now + 10_000, now + 1);
    expect(cache.get('h6', now + 1)).toBeUndefined();
  });

  it('does not keep a session read before clear(): the read may predate a revocation the listener missed', () => {
    const cache = new SessionCache();
    const now = Date.now();
    const readSince = cache.generation;
    cache.clear();
    cache.put(user(8, 'h8'), now + 10_000, now, readSince);
    expect(cache.get('h8', now)).toBeUndefined();
    cache.put(user(8, 'h8'), now + 10_000, now, cache.generation);
    expect(cache.get('h8', now)?.user.id).toBe(8);
  });

  it('two caches share nothing', () => {
    const [a, b] = [new SessionCache(), new SessionCache()];
    const now = Date.now();
    a.put(user(7, 'h7'), now + 10_000, now);
    expect(b.get('h7', now)).toBeUndefined();
    b.put(user(7, 'h7'), now + 10_000, now);
    a.forgetMember(7, now);
    expect(b.get('h7', now)?.user.id).toBe(7);
  });
});
