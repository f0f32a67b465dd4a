import { createBus } from '../events';
import { MemoryStorage } from '../testing/memoryStorage';
import { REMEMBER_ME_STORAGE_KEY, createPreferences } from './preferences';

const preferencesOver = (storage: Storage) =>
  createPreferences({ storage, session: new MemoryStorage(), bus: createBus(), reload: () => {}, browserLanguage: () => 'en' });

describe('the remember-me preference', () => {
  it('is on at first, then what the member last chose, across page loads', () => {
    const storage = new MemoryStorage();
    expect(preferencesOver(storage).rememberMe()).toBe(true);
    preferencesOver(storage).setRememberMe(false);
    expect(preferencesOver(storage).rememberMe()).toBe(false);
    expect(storage.getItem(REMEMBER_ME_STORAGE_KEY)).toBe('0');
    preferencesOver(storage).setRememberMe(true);
    expect(preferencesOver(storage).rememberMe()).toBe(true);
  });
});
