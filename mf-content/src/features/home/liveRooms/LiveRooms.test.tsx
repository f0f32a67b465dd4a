import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallResponse } from 'shared-contracts/api';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../../testing/renderScreen';
import { LiveRooms } from './LiveRooms';

const plan = (id: number, title: string) => ({
  id,
  game_id: 1,
  title,
  joinmoeny: 0,
  min_money: 100,
  max_money: 1_000_000,
  issue: { last_code: 8 },
});
const games: CallResponse<'lotteryIndex'> = {
  gameList: [
    {
      id: 1,
      name: 'Singapore',
      game_status: 1,
      issue: { last_issue: '20261122001', last_code: 8 },
      planList: [plan(11, 'Beginner room'), plan(12, 'Expert room')],
    },
    { id: 2, name: 'New Zealand', game_status: 1, issue: { last_issue: null, last_code: null }, planList: [plan(21, 'Beginner room')] },
  ],
};
const beat = (round: { issue: string; openTime1: number; whether_close: boolean } | null) =>
  ({
    last_issue: null,
    issue: round,
    game_status: 1,
    user_quantity: { money: 0 },
    message: [],
    hit_notice: [],
    commitment: '',
    previous_link: null,
  }) satisfies CallResponse<'heart'>;

function renderLive(index = games) {
  return renderScreen(<LiveRooms />, {
    path: '/',
    user: fakeUser(),
    answers: {
      lotteryIndex: index,
      heart: (body) => (Number(body?.game_id) === 1 ? beat({ issue: '20261122002', openTime1: 95, whether_close: false }) : beat(null)),
    },
  });
}

afterEach(() => jest.useRealTimers());

describe('LiveRooms (home)', () => {
  it("names a short-round calendar's last draw by its whole sequence (6536), not its last three digits", async () => {
    renderLive({ gameList: [{ ...games.gameList[0]!, issue: { last_issue: '202611226536', last_code: 13 } }] });
    expect(await screen.findByTestId('live-game')).toHaveTextContent('Last draw (6536): 13');
  });

  it("shows each game's round, its countdown and its last draw, as the api answers them", async () => {
    const { named } = renderLive();
    const [singapore, newZealand] = await screen.findAllByTestId('live-game');
    expect(singapore).toHaveTextContent('Last draw (001): 8');
    expect(await within(singapore!).findByTestId('live-round')).toHaveTextContent(/^Round 20261122002 closes in 01:3[45]$/);
    expect(newZealand).toHaveTextContent('No draw yet');
    expect(await within(newZealand!).findByText('Closed outside sales hours')).toBeInTheDocument();
    // One heartbeat per game (its first room), silent.
    expect(named('heart').map((c) => c.body)).toEqual(
      expect.arrayContaining([
        { plan_id: 11, game_id: 1 },
        { plan_id: 21, game_id: 2 },
      ]),
    );
    expect(named('heart').every((c) => c.silent)).toBe(true);
  });

  it('counts down each second between answers', async () => {
    jest.useFakeTimers();
    renderLive();
    const round = await screen.findByTestId('live-round');
    expect(round).toHaveTextContent('closes in 01:35');
    await act(async () => void jest.advanceTimersByTime(3_000));
    expect(round).toHaveTextContent('closes in 01:32');
  });

  it('leads straight into a room, named in the query', async () => {
    const { location } = renderLive();
    const [singapore] = await screen.findAllByTestId('live-game');
    fireEvent.click(within(singapore!).getByRole('button', { name: 'Expert room' }));
    await waitFor(() => expect(location()).toBe('/betRoom?id=12&game_id=1&name=Singapore&title=Expert+room'));
  });
});
