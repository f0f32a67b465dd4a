import { MemoryStorage } from 'shared-contracts/testing';
import { REMEMBER_KEY, forgetUsername, rememberUsername, rememberedUsername } from './rememberMe';

const DAY = 24 * 3_600_000;

describe('remember me', () => {
  it('keeps the username, never a password, for 14 days', () => {
    const storage = new MemoryStorage();
    rememberUsername('alice01', storage, 1_000);
    expect(storage.getItem(REMEMBER_KEY)).toBe(JSON.stringify({ username: 'alice01', expires: 1_000 + 14 * DAY }));
    expect(rememberedUsername(storage, 1_000 + 14 * DAY - 1)).toBe('alice01');
  });

  it('forgets it after 14 days', () => {
    const storage = new MemoryStorage();
    rememberUsername('alice01', storage, 0);
    expect(rememberedUsername(storage, 14 * DAY)).toBe('');
    expect(storage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('forgets on request and ignores an unreadable entry', () => {
    const storage = new MemoryStorage();
    rememberUsername('alice01', storage);
    forgetUsername(storage);
    expect(rememberedUsername(storage)).toBe('');
    storage.setItem(REMEMBER_KEY, '{not json');
    expect(rememberedUsername(storage)).toBe('');
  });
});
