import type { Bus } from '../events';
import { SESSION_KEYS, type SessionUser } from '../domain/session';
import type { SessionStore } from '../remote';

/** The session in sessionStorage, under the spec's keys. activeList (the line) is kept by preferences and survives logout. */
export function createSessionStore(storage: Storage, bus: Bus): SessionStore {
  const num = (key: string) => Number(storage.getItem(key));
  const cleared = SESSION_KEYS.filter((k) => k !== 'activeList');
  return {
    token: () => storage.getItem('token'),
    user() {
      if (!storage.getItem('token')) return null;
      return { userId: num('userId'), id: num('id'), money: num('money'), group_id: num('group_id'), idcard: storage.getItem('idcard') ?? '' };
    },
    login(user: SessionUser) {
      storage.setItem('token', user.token);
      storage.setItem('userId', String(user.user_id));
      storage.setItem('id', String(user.id));
      storage.setItem('money', String(user.money));
      storage.setItem('group_id', String(user.group_id));
      storage.setItem('idcard', user.idcard);
      bus.emit('auth:login', { user });
      bus.emit('wallet:balance', { money: user.money });
    },
    setMoney(money) {
      storage.setItem('money', String(money));
      bus.emit('wallet:balance', { money });
    },
    setIdcard(idcard) {
      storage.setItem('idcard', idcard);
    },
    logout() {
      for (const key of cleared) storage.removeItem(key);
      bus.emit('auth:logout');
    },
  };
}
