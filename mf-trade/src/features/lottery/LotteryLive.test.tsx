import { act, screen, waitFor } from '@testing-library/react';
import { createFakeLive, fakeUser, WithFakeLive } from 'shared-contracts/testing';
import { liveRound as round, games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { LotteryScreen } from './LotteryScreen';

function renderHall() {
  const live = createFakeLive();
  const view = renderScreen(
    <WithFakeLive live={live}>
      <LotteryScreen />
    </WithFakeLive>,
    { path: '/lottery', user: fakeUser({ money: 50_000 }), answers: { lotteryIndex: games } },
  );
  const mode = () => view.getByTestId('screen-lottery').getAttribute('data-live');
  return { ...view, live, mode };
}

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('LotteryScreen on the live channel', () => {
  afterEach(() => jest.useRealTimers());

  it('stops asking the index every 10 s once the hall channel is open, and asks it again when a game is drawn', async () => {
    jest.useFakeTimers();
    const { live, named, mode } = renderHall();
    await screen.findAllByTestId('hall-game');
    await waitFor(() => expect(live.streams).toHaveLength(1));
    expect(live.latest().url).toBe('/api/live?lang=en');
    live.latest().frame({ event: 'games', data: [round(), round({ game_id: 2 })] });
    await flush();
    expect(mode()).toBe('stream');
    const asked = named('lotteryIndex').length;

    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(named('lotteryIndex')).toHaveLength(asked);

    // Game 1 drawn its next round: the rooms' last codes are asked again, once.
    live
      .latest()
      .frame({ event: 'round', data: round({ last_issue: { issue: '20261122002', site_1: 2, site_2: 2, site_3: 2, code: 6 } }) });
    await flush();
    expect(named('lotteryIndex')).toHaveLength(asked + 1);
  });

  it('asks the index every 10 s while the channel cannot be opened', async () => {
    jest.useFakeTimers();
    const { live, named, mode } = renderHall();
    live.next({ refuse: { code: 50008, msg: 'Please log in' } });
    await screen.findAllByTestId('hall-game');
    await flush();
    expect(mode()).toBe('poll');
    const asked = named('lotteryIndex').length;
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(named('lotteryIndex').length).toBeGreaterThan(asked);
  });
});
