import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { draw, games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { LotteryDetailScreen } from './LotteryDetailScreen';

describe('LotteryDetailScreen', () => {
  it("lists the query game's draws with digits, sum and labels; a row opens its fairness check", async () => {
    const view = renderScreen(<LotteryDetailScreen />, {
      path: '/lotteryDetail?game_id=2',
      user: fakeUser(),
      answers: {
        lotteryIndex: games,
        issueList: (body) => (body?.page === 1 ? [draw('20261122002', [4, 7, 4]), draw('20261122001', [1, 7, 0])] : []),
      },
    });
    const rows = await screen.findAllByTestId('draw-row');
    expect(rows[0]).toHaveTextContent('Round 20261122002');
    expect(rows[0]).toHaveTextContent('474=15');
    expect(rows[0]).toHaveTextContent('Short Even');
    expect(view.named('issueList')[0]!.body).toEqual({ game_id: 2, page: 1 });
    fireEvent.click(rows[1]!);
    expect(view.location()).toBe('/verify?game_id=2&issue=20261122001');
  });

  it('counts the bets of a round in the right number: 1 bet, 2 bets', async () => {
    renderScreen(<LotteryDetailScreen />, {
      path: '/lotteryDetail?game_id=2',
      user: fakeUser(),
      answers: {
        lotteryIndex: games,
        issueList: (body) =>
          body?.page === 1
            ? [
                { ...draw('20261122002', [4, 7, 4]), join: 1 },
                { ...draw('20261122001', [1, 7, 0]), join: 2 },
              ]
            : [],
      },
    });
    const rows = await screen.findAllByTestId('draw-row');
    expect(within(rows[0]!).getByText('1 bet')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2 bets')).toBeInTheDocument();
  });

  it('switches the game by its tab, keeping it in the link', async () => {
    const view = renderScreen(<LotteryDetailScreen />, {
      path: '/lotteryDetail',
      user: fakeUser(),
      answers: { lotteryIndex: games, issueList: [] },
    });
    fireEvent.click(await screen.findByText('New Zealand'));
    await waitFor(() => expect(view.named('issueList').map((c) => c.body)).toContainEqual({ game_id: 2, page: 1 }));
    expect(view.location()).toBe('/lotteryDetail?game_id=2');
  });
});
