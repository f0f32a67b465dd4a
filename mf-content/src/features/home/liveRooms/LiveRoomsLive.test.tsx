import { act, screen, within } from '@testing-library/react';
import type { CallResponse, LiveRound } from 'shared-contracts/api';
import { createFakeLive, fakeUser, WithFakeLive } from 'shared-contracts/testing';
import { renderScreen } from '../../../testing/renderScreen';
import { LiveRooms } from './LiveRooms';

const plan = (id: number, gameId: number) => ({
  id,
  game_id: gameId,
  title: `Room ${id}`,
  joinmoeny: 0,
  min_money: 100,
  max_money: 1_000_000,
  issue: { last_code: 8 },
});
const hall = (lastIssue = '20261122001', lastCode = 8): CallResponse<'lotteryIndex'> => ({
  gameList: [
    { id: 1, name: 'Singapore', game_status: 1, issue: { last_issue: lastIssue, last_code: lastCode }, planList: [plan(11, 1)] },
    { id: 2, name: 'New Zealand', game_status: 1, issue: { last_issue: null, last_code: null }, planList: [plan(21, 2)] },
  ],
});
const beat = (round: { issue: string; openTime1: number; whether_close: boolean } | null): CallResponse<'heart'> => ({
  last_issue: round ? { issue: '20261122001', site_1: 1, site_2: 7, site_3: 0, code: 8 } : null,
  issue: round,
  game_status: 1,
  user_quantity: { money: 0 },
  message: [],
  hit_notice: [],
  commitment: '',
  previous_link: null,
});
const round = (overrides: Partial<LiveRound> = {}): LiveRound => ({
  game_id: 1,
  last_issue: { issue: '20261122001', site_1: 1, site_2: 7, site_3: 0, code: 8 },
  issue: { issue: '20261122002', openTime1: 60, whether_close: false },
  game_status: 1,
  commitment: '',
  previous_link: null,
  at: 0,
  ...overrides,
});

function renderHall(answers: { lotteryIndex?: () => CallResponse<'lotteryIndex'> } = {}) {
  const live = createFakeLive();
  const view = renderScreen(
    <WithFakeLive live={live}>
      <LiveRooms />
    </WithFakeLive>,
    {
      path: '/',
      user: fakeUser(),
      answers: {
        lotteryIndex: answers.lotteryIndex ?? (() => hall()),
        heart: (body) => (Number(body?.game_id) === 1 ? beat({ issue: '20261122002', openTime1: 95, whether_close: false }) : beat(null)),
      },
    },
  );
  const mode = () => screen.getByTestId('live-rooms').getAttribute('data-live');
  return { ...view, live, mode };
}

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LiveRooms on the hall channel', () => {
  it('opens one hall channel (no room), and stops polling once its games snapshot came', async () => {
    const { live, named, mode } = renderHall();
    await flush();
    expect(live.streams).toHaveLength(1);
    expect(live.latest().url).toBe('/api/live?lang=en');
    expect(live.latest().headers).toMatchObject({ token: 'tok-7' });
    expect(mode()).toBe('poll');
    live.latest().frame({ event: 'games', data: [round(), round({ game_id: 2, last_issue: null, issue: null, game_status: 0 })] });
    await flush();
    expect(mode()).toBe('stream');
    const [singapore, paused] = screen.getAllByTestId('live-game');
    expect(within(singapore!).getByTestId('live-round')).toHaveTextContent('Round 20261122002 closes in 01:00');
    // The operator paused the second game: it says so, not "closed outside sales hours".
    expect(paused).toHaveTextContent('Paused by the operator');
    const asked = { heart: named('heart').length, index: named('lotteryIndex').length };
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(named('heart')).toHaveLength(asked.heart);
    expect(named('lotteryIndex')).toHaveLength(asked.index);
  });

  it('counts down from when a round frame came', async () => {
    const { live } = renderHall();
    await flush();
    live.latest().frame({ event: 'games', data: [round()] });
    await flush();
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    live.latest().frame({ event: 'round', data: round({ issue: { issue: '20261122002', openTime1: 15, whether_close: true } }) });
    await flush();
    const line = within(screen.getAllByTestId('live-game')[0]!).getByTestId('live-round');
    expect(line).toHaveTextContent('draw in 00:15');
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(line).toHaveTextContent('draw in 00:12');
    // A game the frame is not about keeps its own.
    expect(screen.getAllByTestId('live-game')[1]).toHaveTextContent('Closed outside sales hours');
  });

  it("asks the hall again when a round frame reports a new draw, so the game's last draw follows", async () => {
    let index = hall();
    const { live, named } = renderHall({ lotteryIndex: () => index });
    await flush();
    live.latest().frame({ event: 'games', data: [round()] });
    await flush();
    const asked = named('lotteryIndex').length;
    // Same draw: nothing to ask.
    live.latest().frame({ event: 'round', data: round({ issue: { issue: '20261122002', openTime1: 10, whether_close: true } }) });
    await flush();
    expect(named('lotteryIndex')).toHaveLength(asked);
    index = hall('20261122002', 19);
    live.latest().frame({
      event: 'round',
      data: round({
        last_issue: { issue: '20261122002', site_1: 9, site_2: 9, site_3: 1, code: 19 },
        issue: { issue: '20261122003', openTime1: 180, whether_close: false },
      }),
    });
    await flush();
    expect(named('lotteryIndex')).toHaveLength(asked + 1);
    expect(screen.getAllByTestId('live-game')[0]).toHaveTextContent('Last draw (002): 19');
    expect(screen.getAllByTestId('live-game')[0]).toHaveTextContent('Round 20261122003 closes in 03:00');
  });

  it('polls again while the channel is down, and stops once it is back', async () => {
    const { live, named, mode } = renderHall();
    await flush();
    live.latest().frame({ event: 'games', data: [round()] });
    await flush();
    live.latest().end();
    await flush();
    expect(mode()).toBe('poll');
    live.next('hang');
    const asked = named('heart').length;
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(named('heart').length).toBeGreaterThan(asked);
    await act(() => jest.advanceTimersByTimeAsync(7_000));
    expect(live.streams).toHaveLength(3);
    live.latest().frame({ event: 'games', data: [round()] });
    await flush();
    expect(mode()).toBe('stream');
    const again = named('heart').length;
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(named('heart')).toHaveLength(again);
  });

  it('keeps the balance a me frame brings, and closes the channel when home goes', async () => {
    const { live, session, unmount } = renderHall();
    await flush();
    live.latest().frame({ event: 'games', data: [round()] });
    live.latest().frame({ event: 'me', data: { money: 12_300 } });
    await flush();
    expect(session.user()!.money).toBe(12_300);
    unmount();
    expect(live.latest().aborted).toBe(true);
  });
});
