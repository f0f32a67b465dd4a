import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../api/live';
import { createBus } from '../events';
import { fakeUser } from '../testing/fakeApi';
import { MemoryStorage } from '../testing/memoryStorage';
import { keepFramesInSession } from './framesToSession';
import { callKey } from './query';
import { createSessionStore } from './session';

function signedIn(money = 100) {
  const bus = createBus();
  const session = createSessionStore(new MemoryStorage(), bus);
  session.login(fakeUser({ money, idcard: '' }));
  const heard: number[] = [];
  bus.on('wallet:balance', ({ money }) => heard.push(money));
  const queryClient = new QueryClient();
  return { session, heard, queryClient, keep: keepFramesInSession(session, queryClient) };
}

const me = (data: Extract<LiveEvent, { event: 'me' }>['data']): LiveEvent => ({ event: 'me', data });

describe('keepFramesInSession', () => {
  it("writes a me frame's balance to the session, which announces it; an unmoved balance is not announced again", () => {
    const { session, heard, keep } = signedIn(100);
    keep(me({ money: 250 }));
    expect(session.user()!.money).toBe(250);
    keep(me({ money: 250 }));
    keep(me({ mine: [7] }));
    expect(heard).toEqual([250]);
  });

  it("keeps a room's heart snapshot as the heartbeat's answer is kept", () => {
    const { session, keep } = signedIn(100);
    keep({ event: 'heart', data: { user_quantity: { money: 90 } } as never });
    expect(session.user()!.money).toBe(90);
  });

  it("writes a me frame's unread count where the badge reads it", () => {
    const { queryClient, keep } = signedIn();
    keep(me({ unread: 3, wallet: ['withdrawals'] }));
    expect(queryClient.getQueryData(callKey('messageUnread'))).toEqual({ unread: 3 });
  });

  it('writes nothing after a logout, and leaves other frames alone', () => {
    const { session, heard, queryClient, keep } = signedIn(100);
    keep({ event: 'odds', data: { game_id: 1 } });
    session.logout();
    keep(me({ money: 5, unread: 1 }));
    expect(heard).toEqual([]);
    expect(session.user()).toBeNull();
    expect(queryClient.getQueryData(callKey('messageUnread'))).toBeUndefined();
  });
});
