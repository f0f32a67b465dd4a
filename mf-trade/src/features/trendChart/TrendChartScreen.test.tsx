import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { draw, games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { TrendChartScreen } from './TrendChartScreen';

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
    expect(view.named('issueList')[0]!.body).toEqual({ game_id: 1, page: 1 });
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });
});

describe('TrendChartScreen day', () => {
  it('asks the draws of the day picked, then the latest again', async () => {
    const view = renderScreen(<TrendChartScreen />, {
      path: '/trendChart?game_id=1',
      user: fakeUser(),
      answers: { lotteryIndex: games, issueList: [] },
    });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(view.named('issueList').map((c) => c.body)).toContainEqual({ game_id: 1, date: '2026-11-20', page: 1 }));
    fireEvent.click(screen.getByText('Latest'));
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });
});
