import { REMEMBER_DAYS } from './config';

/** Remember me keeps the username only, never the password, for 14 days. */
export const REMEMBER_KEY = 'rememberedUsername';
const DAY_MS = 24 * 3_600_000;

interface Remembered {
  username: string;
  expires: number;
}

export function rememberedUsername(storage: Storage = window.localStorage, now = Date.now()): string {
  try {
    const saved = JSON.parse(storage.getItem(REMEMBER_KEY) ?? 'null') as Remembered | null;
    if (saved && typeof saved.username === 'string' && saved.expires > now) return saved.username;
  } catch {
    // an unreadable entry is as good as none
  }
  storage.removeItem(REMEMBER_KEY);
  return '';
}

export function rememberUsername(username: string, storage: Storage = window.localStorage, now = Date.now()): void {
  const entry: Remembered = { username, expires: now + REMEMBER_DAYS * DAY_MS };
  storage.setItem(REMEMBER_KEY, JSON.stringify(entry));
}

export function forgetUsername(storage: Storage = window.localStorage): void {
  storage.removeItem(REMEMBER_KEY);
}
