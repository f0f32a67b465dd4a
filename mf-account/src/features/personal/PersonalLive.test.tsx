import { act, screen, waitFor } from '@testing-library/react';
import { createFakeLive, fakeUser, WithFakeLive } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { PersonalScreen } from './PersonalScreen';

const member = fakeUser({ username: 'alice01', money: 10_000 });

function renderPersonal() {
  const live = createFakeLive();
  const view = renderScreen(
    <WithFakeLive live={live}>
      <PersonalScreen />
    </WithFakeLive>,
    {
      path: '/personal',
      user: fakeUser({ money: 10_000 }),
      answers: { userInfo: member, messageUnread: { unread: 0 }, kefu: { line: '', email: '' } },
    },
  );
  return { ...view, live };
}

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('/personal on the live channel', () => {
  afterEach(() => jest.useRealTimers());

  it('follows the balance and the unread count by the hall channel, and asks userInfo no more while it is open', async () => {
    jest.useFakeTimers();
    const view = renderPersonal();
    await screen.findByText('alice01');
    await waitFor(() => expect(view.live.streams).toHaveLength(1));
    expect(view.live.latest().url).toBe('/api/live?lang=en');
    view.live.latest().frame({ event: 'games', data: [] });
    view.live.latest().frame({ event: 'me', data: { money: 10_000 } });
    await flush();
    const asked = view.named('userInfo').length;

    view.live.latest().frame({ event: 'me', data: { money: 14_000 } });
    view.live.latest().frame({ event: 'me', data: { unread: 2 } });
    await flush();
    expect(screen.getByTestId('total-assets')).toHaveTextContent('140u');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(view.named('userInfo')).toHaveLength(asked);
  });

  it('asks userInfo every 10 s while the channel is down', async () => {
    jest.useFakeTimers();
    const view = renderPersonal();
    view.live.next({ refuse: { code: 50008, msg: 'Please log in' } });
    await screen.findByText('alice01');
    await flush();
    const asked = view.named('userInfo').length;
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(view.named('userInfo').length).toBeGreaterThan(asked);
  });
});
