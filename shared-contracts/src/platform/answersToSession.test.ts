import type { CallResponse } from '../api/index';
import { createBus } from '../events';
import { fakeUser } from '../testing/fakeApi';
import { MemoryStorage } from '../testing/memoryStorage';
import { keepAnswersInSession } from './answersToSession';
import { createSessionStore } from './session';

function signedIn(money = 100) {
  const bus = createBus();
  const session = createSessionStore(new MemoryStorage(), bus);
  session.login(fakeUser({ money, idcard: '' }));
  const heard: number[] = [];
  bus.on('wallet:balance', ({ money }) => heard.push(money));
  return { session, heard, keep: keepAnswersInSession(session) };
}

const beat = (money: number) => ({ user_quantity: { money } }) as CallResponse<'heart'>;

describe('keepAnswersInSession', () => {
  it.each([
    ['heart', beat(250)],
    ['playOrder', { after_quantity: 250 }],
    ['userInfo', fakeUser({ money: 250 })],
    ['withdrawInfo', { money: 250, usdt_address: [], bank_address: [] }],
    ['withdrawAction', { money: 250, usdt_address: [], bank_address: [] }],
  ] as const)('writes the balance %s answers to the session, which announces it', (name, answer) => {
    const { session, heard, keep } = signedIn();
    keep(name, answer as never);
    expect(session.user()!.money).toBe(250);
    expect(heard).toEqual([250]);
  });

  it('keeps the ID card number userInfo and profile answer', () => {
    const { session, keep } = signedIn();
    keep('userInfo', fakeUser({ money: 100, idcard: 'A1234567' }));
    expect(session.user()!.idcard).toBe('A1234567');
    keep('profile', fakeUser({ money: 7, idcard: 'B7654321' }));
    expect(session.user()!.idcard).toBe('B7654321');
    expect(session.user()!.money).toBe(100);
  });

  it('announces a balance only when it moved (a heartbeat every 2 s repeats it)', () => {
    const { heard, keep } = signedIn(100);
    keep('heart', beat(100));
    keep('heart', beat(90));
    keep('heart', beat(90));
    expect(heard).toEqual([90]);
  });

  it('writes nothing once signed out (an answer landing after a logout), nor for a call carrying no balance', () => {
    const { session, heard, keep } = signedIn();
    keep('safetyInfo', { isTrue: true });
    expect(heard).toEqual([]);
    session.logout();
    keep('userInfo', fakeUser({ money: 250 }));
    expect(session.user()).toBeNull();
    expect(heard).toEqual([]);
  });
});
