import { Globals } from '@react-spring/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeLive, fakeUser, WithFakeLive, type FakeAnswers } from 'shared-contracts/testing';
import { liveRound as round, draw, games, heartbeat, order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { roomKey, type RoomBeat } from './api/heart';
import { BetRoomScreen } from './BetRoomScreen';

const ROOM = '/betRoom?id=11&game_id=1&name=Singapore&title=Beginner%20room';
const odds = {
  rule_base: [{ class: 1, class_name: 'Long', odds: '1.98', min_money: 100, max_money: 1_000_000 }],
};
const draws = [draw('20261122001', [1, 7, 0])];
const bet = (id: number, nickname: string) => ({
  id,
  nickname,
  issue: '20261122002',
  play_method: 'Short',
  quantity: 500,
  play_type: '2',
  at: 0,
});

function renderRoom(answers: FakeAnswers = {}) {
  const live = createFakeLive();
  const view = renderScreen(
    <WithFakeLive live={live}>
      <BetRoomScreen />
    </WithFakeLive>,
    {
      path: ROOM,
      user: fakeUser({ money: 50_000 }),
      answers: { lotteryIndex: games, heart: heartbeat(), issueList: draws, oddsList: odds, ...answers },
    },
  );
  const mode = () => view.getByTestId('screen-betRoom').getAttribute('data-live');
  return { ...view, live, mode };
}

/** Lets the fake stream's reads and the renders they cause run. */
const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('BetRoomScreen on the live channel', () => {
  beforeAll(() => Globals.assign({ skipAnimation: true }));
  afterAll(() => Globals.assign({ skipAnimation: false }));

  it("opens the room's channel with the member's token, and stops beating once its snapshot came", async () => {
    jest.useFakeTimers();
    try {
      const { live, named, mode } = renderRoom();
      await flush();
      expect(live.streams).toHaveLength(1);
      expect(live.latest().url).toBe('/api/live?lang=en&game_id=1&plan_id=11');
      expect(live.latest().headers).toMatchObject({ token: 'tok-7', 'X-Client': 'trade-web', Accept: 'text/event-stream' });
      expect(mode()).toBe('poll');
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      const polled = named('heart').length;
      expect(polled).toBeGreaterThanOrEqual(2);
      live.latest().frame({ event: 'heart', data: heartbeat() });
      await flush();
      expect(mode()).toBe('stream');
      await act(() => jest.advanceTimersByTimeAsync(20_000));
      expect(named('heart')).toHaveLength(polled);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a bet pushed in a bets frame, and the balance and own bets of a me frame, without asking the heartbeat', async () => {
    jest.useFakeTimers();
    try {
      const { live, named, mode, session } = renderRoom();
      await flush();
      live.latest().frame({ event: 'heart', data: heartbeat() });
      await flush();
      expect(mode()).toBe('stream');
      const asked = named('heart').length;
      live.latest().frame({ event: 'bets', data: { plan_id: 11, message: [bet(2, 'c***3'), bet(3, 'd***1')] } });
      // Another room's bets are not this room's.
      live.latest().frame({ event: 'bets', data: { plan_id: 12, message: [bet(9, 'x***0')] } });
      live.latest().frame({ event: 'me', data: { money: 49_500, mine: [3] } });
      await flush();
      const rows = screen.getAllByTestId('feed-bet');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining('d***1'),
        expect.stringContaining('c***3'),
        expect.stringContaining('b***9'),
      ]);
      expect(rows[0]).toHaveTextContent('Yours');
      expect(within(rows[1]!).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
      expect(screen.getByTestId('room-assets')).toHaveTextContent('495u');
      expect(session.user()!.money).toBe(49_500);
      expect(named('heart')).toHaveLength(asked);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts down from when a round frame came, and a bet frame later does not restart it', async () => {
    jest.useFakeTimers();
    try {
      const { live } = renderRoom();
      await flush();
      live.latest().frame({ event: 'heart', data: heartbeat() });
      await flush();
      expect(screen.getByTestId('room-countdown')).toHaveTextContent('01:35');
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      live.latest().frame({ event: 'bets', data: { plan_id: 11, message: [bet(2, 'c***3')] } });
      await flush();
      expect(screen.getByTestId('room-countdown')).toHaveTextContent('01:25');
      live.latest().frame({ event: 'round', data: round({ issue: { issue: '20261122002', openTime1: 12, whether_close: true } }) });
      await flush();
      expect(screen.getByText('Round 20261122002 already sealed, draw in')).toBeInTheDocument();
      expect(screen.getByTestId('room-countdown')).toHaveTextContent('00:12');
      await act(() => jest.advanceTimersByTimeAsync(5_000));
      expect(screen.getByTestId('room-countdown')).toHaveTextContent('00:07');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a round drawn in a round frame: the next round, the new draw asked for, and what the member won', async () => {
    const { live, named, mode, queryClient } = renderRoom({
      orderList: [order({ issue: '20261122002', status: 1, whether_hit: 1, quantity: 1000, profit: 980 })],
    });
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.latest().frame({ event: 'heart', data: heartbeat() });
    await waitFor(() => expect(mode()).toBe('stream'));
    const asked = named('heart').length;
    const issueLists = named('issueList').length;
    live.latest().frame({
      event: 'round',
      data: round({
        last_issue: { issue: '20261122002', site_1: 9, site_2: 9, site_3: 1, code: 19 },
        issue: { issue: '20261122003', openTime1: 180, whether_close: false },
        previous_link: 'ab',
      }),
    });
    expect(await screen.findByText('Round 20261122003 closes in')).toBeInTheDocument();
    expect(await screen.findByTestId('room-result')).toHaveTextContent(
      'Congratulations! Round 20261122002: won 9.8u net (paid 19.8u for a 10u stake)',
    );
    await waitFor(() => expect(named('issueList').length).toBeGreaterThan(issueLists));
    expect(queryClient.getQueryData<RoomBeat>(roomKey(11, 1))).toMatchObject({ previous_link: 'ab', drawnIssue: '20261122002' });
    // Another game's round is not this room's.
    live.latest().frame({ event: 'round', data: round({ game_id: 2, issue: null, game_status: 0 }) });
    live
      .latest()
      .frame({ event: 'hits', data: { plan_id: 11, hit_notice: [{ nickname: 'w***1', game_name: 'S', profit: 980, createtime: 1 }] } });
    await waitFor(() => expect(queryClient.getQueryData<RoomBeat>(roomKey(11, 1))?.hit_notice).toHaveLength(1));
    expect(screen.getByText('Round 20261122003 closes in')).toBeInTheDocument();
    expect(named('heart')).toHaveLength(asked);
  });

  it('asks the odds again on an odds frame of its game', async () => {
    const { live, named, mode } = renderRoom();
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.latest().frame({ event: 'heart', data: heartbeat() });
    await waitFor(() => expect(mode()).toBe('stream'));
    fireEvent.click(await screen.findByTestId('room-go-buy'));
    await screen.findByRole('button', { name: /Long/ });
    const asked = named('oddsList').length;
    live.latest().frame({ event: 'odds', data: { game_id: 1 } });
    await waitFor(() => expect(named('oddsList')).toHaveLength(asked + 1));
    expect(named('oddsList').at(-1)!.body).toEqual({ plan_id: 11 });
  });

  it('falls back to beating every 2 s when the stream fails, and stops again once a new stream has its snapshot', async () => {
    jest.useFakeTimers();
    try {
      const { live, named, mode } = renderRoom();
      await flush();
      live.latest().frame({ event: 'heart', data: heartbeat() });
      await flush();
      const asked = named('heart').length;
      live.latest().error();
      await flush();
      expect(mode()).toBe('poll');
      // The backoff's 1 s (±20%) passes; the new stream brings no snapshot yet: the room beats meanwhile.
      live.next('hang');
      await act(() => jest.advanceTimersByTimeAsync(4_000));
      expect(named('heart').length).toBeGreaterThanOrEqual(asked + 2);
      expect(live.streams).toHaveLength(2);
      await act(() => jest.advanceTimersByTimeAsync(3_000));
      expect(mode()).toBe('poll');
      // The hanging stream gave up after 5 s; the next one answers.
      await act(() => jest.advanceTimersByTimeAsync(3_000));
      expect(live.streams).toHaveLength(3);
      live.latest().frame({ event: 'heart', data: heartbeat({ user_quantity: { money: 42_000 } }) });
      await flush();
      expect(mode()).toBe('stream');
      expect(screen.getByTestId('room-assets')).toHaveTextContent('420u');
      const again = named('heart').length;
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(named('heart')).toHaveLength(again);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps beating when the channel answers a refusal (JSON) instead of a stream', async () => {
    jest.useFakeTimers();
    try {
      const live = createFakeLive();
      live.next({ refuse: { code: 50008, msg: 'Please log in' } });
      const view = renderScreen(
        <WithFakeLive live={live}>
          <BetRoomScreen />
        </WithFakeLive>,
        {
          path: ROOM,
          user: fakeUser({ money: 50_000 }),
          answers: { lotteryIndex: games, heart: heartbeat(), issueList: draws, oddsList: odds },
        },
      );
      await flush();
      const asked = view.named('heart').length;
      await act(() => jest.advanceTimersByTimeAsync(600));
      expect(view.getByTestId('screen-betRoom')).toHaveAttribute('data-live', 'poll');
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      expect(view.named('heart').length).toBeGreaterThan(asked);
      expect(screen.getByTestId('room-countdown')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not let a beat asked before a round frame undo that round', async () => {
    let release: (() => void) | null = null;
    const { live, queryClient, mode } = renderRoom({
      heart: () => new Promise((resolve) => (release = () => resolve(heartbeat()))),
    });
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    release = null;
    await screen.findByText('Round 20261122002 closes in');
    // A beat is on its way when the channel opens and the round seals.
    void queryClient.refetchQueries({ queryKey: roomKey(11, 1) });
    await waitFor(() => expect(release).not.toBeNull());
    live.latest().frame({ event: 'heart', data: heartbeat() });
    await waitFor(() => expect(mode()).toBe('stream'));
    live.latest().frame({ event: 'round', data: round({ issue: { issue: '20261122002', openTime1: 12, whether_close: true } }) });
    expect(await screen.findByText('Round 20261122002 already sealed, draw in')).toBeInTheDocument();
    await act(async () => release!());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('Round 20261122002 already sealed, draw in')).toBeInTheDocument();
  });

  it('closes its channel when the member leaves the room', async () => {
    const { live, unmount } = renderRoom();
    await waitFor(() => expect(live.streams).toHaveLength(1));
    unmount();
    expect(live.latest().aborted).toBe(true);
  });
});
