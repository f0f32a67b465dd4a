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

  it('keeps a remembered session in the lasting storage only, and one for the tab in the tab storage only', () => {
    const tab = new MemoryStorage();
    const lasting = new MemoryStorage();
    const session = createSessionStore(tab, createBus(), lasting);
    session.login(fakeUser({ token: 'kept', money: 5 }), { remember: true });
    expect([lasting.getItem('token'), tab.getItem('token')]).toEqual(['kept', null]);
    session.setMoney(7);
    expect(lasting.getItem('money')).toBe('7');

    // A new tab (or a browser restart): only the lasting storage is left, and it still holds the member.
    const restarted = createSessionStore(new MemoryStorage(), createBus(), lasting);
    expect(restarted.token()).toBe('kept');
    expect(restarted.user()?.money).toBe(7);

    session.login(fakeUser({ token: 'tab-only' }));
    expect([tab.getItem('token'), lasting.getItem('token'), lasting.length]).toEqual(['tab-only', null, 0]);
    expect(session.token()).toBe('tab-only');
  });

  it('logout clears the session wherever it is kept, and the line stays', () => {
    const tab = new MemoryStorage();
    const lasting = new MemoryStorage();
    const session = createSessionStore(tab, createBus(), lasting);
    tab.setItem('activeList', '1');
    lasting.setItem('activeList', '1');
    session.login(fakeUser({ token: 'this-tab' }));
    // Another tab logs in remembered meanwhile: this tab's session and the lasting one both exist.
    createSessionStore(new MemoryStorage(), createBus(), lasting).login(fakeUser({ token: 'other-tab' }), { remember: true });
    expect(session.token()).toBe('this-tab');
    session.logout();
    expect(session.token()).toBeNull();
    expect([tab.length, lasting.length, tab.getItem('activeList'), lasting.getItem('activeList')]).toEqual([1, 1, '1', '1']);
  });

  it('end logs out and keeps the ending code for /login until the next login or logout', () => {
    const tab = new MemoryStorage();
    const bus = createBus();
    const heard: string[] = [];
    bus.on('auth:logout', () => heard.push('auth:logout'));
    const session = createSessionStore(tab, bus);
    session.login(fakeUser({ token: 'tok' }));
    expect(session.endedBy()).toBeNull();
    session.end(50008);
    expect([session.token(), session.endedBy(), heard]).toEqual([null, { code: 50008, reason: null }, ['auth:logout']]);
    // Read again (a reload, StrictMode's second render): still there, with why when the server said.
    session.end(50008, 'disabled');
    expect(createSessionStore(tab, createBus()).endedBy()).toEqual({ code: 50008, reason: 'disabled' });
    session.login(fakeUser({ token: 'again' }));
    expect(session.endedBy()).toBeNull();
    session.end(50014);
    session.logout();
    expect(session.endedBy()).toBeNull();
  });
});
