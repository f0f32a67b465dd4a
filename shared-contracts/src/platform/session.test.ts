import { createBus } from '../events';
import { fakeUser } from '../testing/fakeApi';
import { MemoryStorage } from '../testing/memoryStorage';
import { createSessionStore } from './session';

describe('the session', () => {
  it('stores the spec fields at login, announces login and balance, and clears all but the line at logout', () => {
    const bus = createBus();
    const storage = new MemoryStorage();
    const heard: string[] = [];
    bus.on('*', (type) => heard.push(String(type)));
    const session = createSessionStore(storage, bus);
    storage.setItem('activeList', '1');
    session.login(fakeUser({ token: 'tok-9', user_id: 9, id: 9, money: 1250, group_id: 2, idcard: 'A1' }));
    expect(session.token()).toBe('tok-9');
    expect(session.user()).toEqual({ userId: 9, id: 9, money: 1250, group_id: 2, idcard: 'A1' });
    session.logout();
    expect(session.user()).toBeNull();
    expect(storage.getItem('activeList')).toBe('1');
    expect(storage.length).toBe(1);
    expect(heard).toEqual(['auth:login', 'wallet:balance', 'auth:logout']);
  });

  it('hands out the same member while nothing changed (a render snapshot), a new one after a change', () => {
    const session = createSessionStore(new MemoryStorage(), createBus());
    session.login(fakeUser({ money: 10 }));
    const first = session.user();
    expect(session.user()).toBe(first);
    session.setMoney(10);
    expect(session.user()).toBe(first);
    session.setMoney(11);
    expect(session.user()).not.toBe(first);
    expect(session.user()?.money).toBe(11);
  });
});
