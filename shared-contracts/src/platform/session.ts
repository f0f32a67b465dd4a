import { sessionEndReason } from '../envelope';
import type { Bus } from '../events';
import { SESSION_KEYS, sessionEntries, type SessionUser } from '../domain/session';
import type { LoginOptions, SessionMember, SessionStore } from '../remote';

const sameMember = (a: SessionMember, b: SessionMember) =>
  a.userId === b.userId && a.id === b.id && a.money === b.money && a.group_id === b.group_id && a.idcard === b.idcard;

/** Where the tab keeps what ended its session (SessionStore.end: `code` or `code:reason`), for /login to say so. */
const ENDED_KEY = 'sessionEndedBy';

/**
 * The session under the spec's keys: in `tab` (sessionStorage: it ends with the tab), or in `lasting`
 * (localStorage: it outlives a browser restart) when the member asked to be remembered; the server's session
 * lasts as long (14 days). Never in both: a login clears the other. activeList (the line) is kept by
 * preferences and survives logout.
 */
export function createSessionStore(tab: Storage, bus: Bus, lasting: Storage = tab): SessionStore {
  const cleared = SESSION_KEYS.filter((k) => k !== 'activeList');
  const clear = (storage: Storage) => {
    for (const key of cleared) storage.removeItem(key);
  };
  const logout = () => {
    clear(tab);
    clear(lasting);
    tab.removeItem(ENDED_KEY);
    bus.emit('auth:logout');
  };
  /** Where the current session is (the tab's first), or where a write without a session goes. */
  const holder = () => (tab.getItem('token') === null && lasting.getItem('token') !== null ? lasting : tab);
  // Read from storage every time (nothing can go stale), but hand out the previous object while nothing changed.
  let last: SessionMember | null = null;
  return {
    token: () => holder().getItem('token'),
    user() {
      const storage = holder();
      if (!storage.getItem('token')) return (last = null);
      const num = (key: string) => Number(storage.getItem(key));
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
    login(user: SessionUser, { remember = false }: LoginOptions = {}) {
      const storage = remember ? lasting : tab;
      clear(tab);
      clear(lasting);
      tab.removeItem(ENDED_KEY);
      for (const [key, value] of sessionEntries(user)) storage.setItem(key, value);
      bus.emit('auth:login', { user });
      bus.emit('wallet:balance', { money: user.money });
    },
    setMoney(money) {
      holder().setItem('money', String(money));
      bus.emit('wallet:balance', { money });
    },
    setIdcard(idcard) {
      holder().setItem('idcard', idcard);
    },
    logout,
    end(code, reason) {
      logout();
      tab.setItem(ENDED_KEY, reason ? `${code}:${reason}` : String(code));
    },
    endedBy() {
      const stored = tab.getItem(ENDED_KEY);
      if (stored === null) return null;
      const [code, ended] = stored.split(':');
      return { code: Number(code), reason: sessionEndReason({ ended }) };
    },
  };
}
