import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createFakeLive, fakeUser, renderScreen, WithFakeLive } from '../testing';
import type { LiveParams } from './liveChannel';
import { callKey } from './query';
import { useLiveChannel } from './useLiveChannel';

let setRoom: (params: LiveParams | null) => void = () => undefined;
const frames: unknown[] = [];

function Probe({ first }: { first: LiveParams | null }) {
  const [params, setParams] = useState(first);
  setRoom = setParams;
  const state = useLiveChannel(params, (frame) => frames.push(frame));
  return <output data-testid="state">{state}</output>;
}
const state = () => screen.getByTestId('state').textContent;

beforeEach(() => void frames.splice(0));

describe('useLiveChannel', () => {
  it('opens on mount, reports open after the snapshot, reopens when the room changes and closes on unmount', async () => {
    const live = createFakeLive();
    const view = renderScreen(
      <WithFakeLive live={live} baseURL="https://api.example">
        <Probe first={{ game_id: 1, plan_id: 11 }} />
      </WithFakeLive>,
      { user: fakeUser() },
    );
    expect(state()).toBe('connecting');
    await waitFor(() => expect(live.streams).toHaveLength(1));
    expect(live.latest().url).toBe('https://api.example/api/live?lang=en&game_id=1&plan_id=11');
    live.latest().frame({ event: 'heart', data: { issue: null, user_quantity: { money: 100 } } as never });
    await waitFor(() => expect(state()).toBe('open'));
    expect(frames).toHaveLength(1);
    act(() => setRoom({ game_id: 2, plan_id: 21 }));
    expect(state()).toBe('connecting');
    expect(live.streams[0]!.aborted).toBe(true);
    await waitFor(() => expect(live.streams).toHaveLength(2));
    expect(live.latest().url).toBe('https://api.example/api/live?lang=en&game_id=2&plan_id=21');
    act(() => setRoom(null));
    expect(state()).toBe('down');
    expect(live.streams[1]!.aborted).toBe(true);
    act(() => setRoom({}));
    await waitFor(() => expect(live.streams).toHaveLength(3));
    view.unmount();
    expect(live.streams[2]!.aborted).toBe(true);
  });

  it("keeps every frame's balance and unread count in the session and the badge's cache before the screen's handler", async () => {
    const live = createFakeLive();
    const view = renderScreen(
      <WithFakeLive live={live}>
        <Probe first={{}} />
      </WithFakeLive>,
      { user: fakeUser({ money: 100 }) },
    );
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.latest().frame({ event: 'me', data: { money: 4_100, unread: 2 } });
    await waitFor(() => expect(view.session.user()!.money).toBe(4_100));
    expect(view.queryClient.getQueryData(callKey('messageUnread'))).toEqual({ unread: 2 });
    expect(view.events).toContain('wallet:balance');
    expect(frames).toEqual([{ event: 'me', data: { money: 4_100, unread: 2 } }]);
  });

  it('stays down (polling serves) with no session, and opens once the member logs in', async () => {
    const live = createFakeLive();
    const { session } = renderScreen(
      <WithFakeLive live={live}>
        <Probe first={{}} />
      </WithFakeLive>,
    );
    expect(state()).toBe('down');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(live.streams).toHaveLength(0);
    act(() => session.login(fakeUser({ token: 'tok-9' })));
    await waitFor(() => expect(live.streams).toHaveLength(1));
    expect(live.latest().headers.token).toBe('tok-9');
  });

  it('stays down with an api client that does not say where the api is (a shell older than the channel)', async () => {
    renderScreen(<Probe first={{}} />, { user: fakeUser() });
    expect(state()).toBe('down');
  });
});
