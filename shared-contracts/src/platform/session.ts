import type { Bus } from '../events';
import { SESSION_KEYS, type SessionUser } from '../domain/session';
import type { SessionMember, SessionStore } from '../remote';

const sameMember = (a: SessionMember, b: SessionMember) =>
  a.userId === b.userId && a.id === b.id && a.money === b.money && a.group_id === b.group_id && a.idcard === b.idcard;

/** The session in sessionStorage, under the spec's keys. activeList (the line) is kept by preferences and survives logout. */
export function createSessionStore(storage: Storage, bus: Bus): SessionStore {
  const num = (key: string) => Number(storage.getItem(key));
  const cleared = SESSION_KEYS.filter((k) => k !== 'activeList');
  // Read from storage every time (nothing can go stale), but hand out the previous object while nothing changed.
  let last: SessionMember | null = null;
  return {
    token: () => storage.getItem('token'),
    user() {
      if (!storage.getItem('token')) return (last = null);
      const member = {
        userId: num('userId'),
        id: num('id'),
        money: num('money'),
        group_id: num('group_id'),
        idcard: storage.getItem('idcard') ?? '',
      };
      if (last && sameMember(last, member)) return last;
      return (last = member);
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
