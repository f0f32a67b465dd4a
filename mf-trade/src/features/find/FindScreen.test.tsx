import { act, screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { DEFAULT_SCHEDULE } from 'shared-contracts';
import { games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { candlePoints } from './candles';
import { FIND_REFRESH_MS, FindScreen } from './FindScreen';

const candle = (issue: string, cand: [number, number, number, number], sum: number) => ({
  issue,
  cand,
  cand_code: sum,
  opentime: 1_795_000_000,
});

describe('candlePoints', () => {
  it('keeps the draw values and colours a round by long or short', () => {
    expect(candlePoints([candle('20261122001', [1, 7, 0, 0], 8), candle('20261122002', [9, 9, 5, 5], 19)])).toEqual([
      { x: 1_795_000_000_000, open: 1, high: 7, low: 0, close: 0, color: '#12a150', name: '20261122001', sum: 8 },
      { x: 1_795_000_000_000, open: 9, high: 9, low: 5, close: 5, color: '#e5484d', name: '20261122002', sum: 19 },
    ]);
  });
});

describe('FindScreen', () => {
  it("draws the game's candles and the legend", async () => {
    const view = renderScreen(<FindScreen />, {
      path: '/find?game_id=2',
      user: fakeUser(),
      answers: { lotteryIndex: games, cand: [candle('20261122001', [1, 7, 0, 0], 8)] },
    });
    await waitFor(() => expect(screen.getByTestId('candle-chart').querySelector('.highcharts-container')).not.toBeNull());
    expect(view.named('cand')[0]!.body).toEqual({ game_id: 2 });
    expect(screen.getByText('Long (sum 14-27)')).toBeInTheDocument();
  });

  it('says so when the game has no draws yet', async () => {
    renderScreen(<FindScreen />, { path: '/find', user: fakeUser(), answers: { lotteryIndex: games, cand: [] } });
    expect(await screen.findByText('No draws yet')).toBeInTheDocument();
  });

  it.each([
    ['Asia/Taipei', '14'],
    ['Europe/London', '06'],
  ])('reads the time axis in the lottery time zone (%s), not UTC', async (timeZone, hour) => {
    // 06:22 UTC onwards, a round every 3.5 minutes: 14:22 in Taipei.
    const first = Date.UTC(2026, 10, 22, 6, 22) / 1000;
    const rounds = Array.from({ length: 8 }, (_, i) => ({ ...candle(`2026112200${i}`, [1, 7, 0, 0], 8), opentime: first + i * 210 }));
    renderScreen(<FindScreen />, {
      path: '/find',
      user: fakeUser(),
      schedule: { ...DEFAULT_SCHEDULE, timeZone },
      answers: { lotteryIndex: games, cand: rounds },
    });
    await waitFor(() => expect(document.querySelectorAll('.highcharts-xaxis-labels text').length).toBeGreaterThan(0));
    // jsdom measures text with probe labels ('x'): the times are the HH:MM ones.
    const labels = [...document.querySelectorAll('.highcharts-xaxis-labels text')].map((label) => label.textContent ?? '');
    const times = labels.filter((label) => /^\d\d:\d\d$/.test(label));
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual(times.map(() => expect.stringMatching(new RegExp(`^${hour}:`))));
  });

  it('draws a new round as it is drawn: the candles are asked again when the hall reports a new draw', async () => {
    jest.useFakeTimers();
    try {
      let index = games;
      const view = renderScreen(<FindScreen />, {
        path: '/find',
        user: fakeUser(),
        answers: { lotteryIndex: () => index, cand: [candle('20261122001', [1, 7, 0, 0], 8)] },
      });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(view.named('cand')).toHaveLength(1);
      const [first, ...rest] = games.gameList;
      index = { gameList: [{ ...first!, issue: { last_issue: '20261122002', last_code: 19 } }, ...rest] };
      // The poll, then the answer's render (the query cache notifies on a timer).
      await act(() => jest.advanceTimersByTimeAsync(FIND_REFRESH_MS + 100));
      expect(view.named('cand')).toHaveLength(2);
      expect(view.named('cand')[1]).toEqual({ name: 'cand', body: { game_id: 1 }, silent: true });
    } finally {
      jest.useRealTimers();
    }
  });
});
