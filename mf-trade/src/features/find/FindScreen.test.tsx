import { screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { candlePoints } from './candles';
import { FindScreen } from './FindScreen';

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
});
