import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SCHEDULE, TREND_CLASSES, dateInZone } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { draw, games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { TREND_REFRESH_MS, TrendChartScreen } from './TrendChartScreen';

/** Today in the lottery's zone (the schedule the tests render with), whatever the machine's clock zone. */
const lotteryToday = () => dateInZone(Date.now(), DEFAULT_SCHEDULE.timeZone);

describe('TrendChartScreen', () => {
  it('asks the latest draws of the game and marks the columns each round won', async () => {
    const view = renderScreen(<TrendChartScreen />, {
      path: '/trendChart?game_id=1',
      user: fakeUser(),
      answers: { lotteryIndex: games, issueList: (body) => (body?.page === 1 ? [draw('20261122001', [1, 7, 0])] : []) },
    });
    const row = await screen.findByTestId('trend-row');
    expect(row).toHaveTextContent('202611220018');
    // Sum 8: short, even, short even.
    expect([...row.querySelectorAll('i')].map((mark) => mark.getAttribute('aria-label'))).toEqual(['Short', 'Even', 'Short even']);
    // Told apart without colour: each mark carries its outcome's short name.
    expect([...row.querySelectorAll('i')].map((mark) => mark.textContent)).toEqual(['S', 'E', 'SE']);
    expect(view.named('issueList')[0]!.body).toEqual({ game_id: 1, page: 1 });
    expect(screen.getByLabelText('Date')).toHaveValue(lotteryToday());
  });
});

describe('TrendChartScreen marks', () => {
  it('gives each outcome column a mark colour of its own', () => {
    const css = readFileSync(join(__dirname, 'trendChart.module.css'), 'utf8');
    const colours = TREND_CLASSES.map(
      (cls) => new RegExp(`\\.mark\\[data-class='${cls}'\\] \\{\\s*background: (#[0-9a-f]{6});`).exec(css)?.[1],
    );
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(TREND_CLASSES.length);
  });
});

describe('TrendChartScreen live', () => {
  it('adds a round as it is drawn', async () => {
    jest.useFakeTimers();
    try {
      let index = games;
      let rounds = [draw('20261122001', [1, 7, 0])];
      renderScreen(<TrendChartScreen />, {
        path: '/trendChart?game_id=1',
        user: fakeUser(),
        answers: { lotteryIndex: () => index, issueList: (body) => (body?.page === 1 ? rounds : []) },
      });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getAllByTestId('trend-row')).toHaveLength(1);
      const [first, ...rest] = games.gameList;
      index = { gameList: [{ ...first!, issue: { last_issue: '20261122002', last_code: 19 } }, ...rest] };
      rounds = [draw('20261122002', [9, 9, 1]), ...rounds];
      await act(() => jest.advanceTimersByTimeAsync(TREND_REFRESH_MS + 100));
      await act(() => jest.advanceTimersByTimeAsync(100));
      const rows = screen.getAllByTestId('trend-row');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveTextContent('2026112200219');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('TrendChartScreen day', () => {
  it('asks the draws of the day picked, then the latest again', async () => {
    const view = renderScreen(<TrendChartScreen />, {
      path: '/trendChart?game_id=1',
      user: fakeUser(),
      answers: { lotteryIndex: games, issueList: [] },
    });
    // Following the latest rounds, the picker names today rather than starting empty.
    expect(screen.getByLabelText('Date')).toHaveValue(lotteryToday());
    expect(screen.getByRole('button', { name: 'Latest' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(view.named('issueList').map((c) => c.body)).toContainEqual({ game_id: 1, date: '2026-11-20', page: 1 }));
    expect(screen.getByRole('button', { name: 'Latest' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByText('Latest'));
    expect(screen.getByLabelText('Date')).toHaveValue(lotteryToday());
    expect(screen.getByRole('button', { name: 'Latest' })).toHaveAttribute('aria-pressed', 'true');
  });
});
