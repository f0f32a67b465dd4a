import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { LotteryScreen } from './LotteryScreen';

/** The hall of a member whose session says `sessionMoney` while the server has `serverMoney`. */
function renderHall(sessionMoney: number, serverMoney = sessionMoney) {
  return renderScreen(<LotteryScreen />, {
    path: '/lottery',
    user: fakeUser({ money: sessionMoney }),
    answers: { lotteryIndex: games, userInfo: fakeUser({ money: serverMoney }) },
  });
}

describe('LotteryScreen (hall)', () => {
  it('lists every room under its draw line with its title, entry money and latest draw', async () => {
    renderHall(50_000);
    const [singapore, newZealand] = await screen.findAllByTestId('hall-game');
    expect(singapore).toHaveTextContent('Singapore');
    expect(singapore).toHaveTextContent('Singapore/USDT');
    expect(singapore).toHaveTextContent('Beginner room');
    expect(singapore).toHaveTextContent('Min. entry 100u');
    expect(singapore).toHaveTextContent('Last 8');
    expect(newZealand).toHaveTextContent('VIP room');
    expect(newZealand).toHaveTextContent('Min. entry 1000u');
  });

  it('enters a room the balance reaches, naming it in the query', async () => {
    const { location } = renderHall(50_000);
    fireEvent.click((await screen.findAllByTestId('hall-room'))[0]!);
    await waitFor(() => expect(location()).toBe('/betRoom?id=11&game_id=1&name=Singapore&title=Beginner+room'));
  });

  it('checks the balance the server has now: a gift since login lets the member in', async () => {
    const { location, session } = renderHall(0, 200_000);
    fireEvent.click((await screen.findAllByTestId('hall-room'))[1]!);
    await waitFor(() => expect(location()).toBe('/betRoom?id=21&game_id=2&name=New+Zealand&title=VIP+room'));
    expect(session.user()!.money).toBe(200_000);
  });

  it('asks for a deposit when the balance is below the room entry money', async () => {
    const { location } = renderHall(200_000, 50_000);
    fireEvent.click((await screen.findAllByTestId('hall-room'))[1]!);
    expect(await screen.findByText('Your assets are insufficient, please deposit')).toBeInTheDocument();
    expect(location()).toBe('/lottery');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(location()).toBe('/Recharge'));
  });

  it('offers a guest (0u, no deposit) to register, never a deposit, on entering a room', async () => {
    const { location, named } = renderScreen(<LotteryScreen />, {
      path: '/lottery',
      user: fakeUser({ money: 0, group_id: 2 }),
      answers: { lotteryIndex: games, userInfo: fakeUser({ money: 0, group_id: 2 }) },
    });
    fireEvent.click((await screen.findAllByTestId('hall-room'))[0]!);
    const text = await screen.findByText('Dear visitor: please register as a full member to deposit and enter a room');
    const dialog = within(text.closest<HTMLElement>('[role="dialog"]')!);
    expect(dialog.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(named('userInfo')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/register'));
  });

  it('tells a guest on the hall that visitors play with no money, with the ways on: register or log in', async () => {
    const { location } = renderScreen(<LotteryScreen />, {
      path: '/lottery',
      user: fakeUser({ money: 0, group_id: 2 }),
      answers: { lotteryIndex: games },
    });
    const line = await screen.findByTestId('hall-guest');
    expect(line).toHaveTextContent('visitors have no money and cannot deposit or bet');
    expect(within(line).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    fireEvent.click(within(line).getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/register'));
  });

  it('says nothing of visitors to a member', async () => {
    renderScreen(<LotteryScreen />, { path: '/lottery', user: fakeUser(), answers: { lotteryIndex: games } });
    await screen.findAllByTestId('hall-room');
    expect(screen.queryByTestId('hall-guest')).toBeNull();
  });

  it('says the connection is lost when the rooms cannot be loaded, and lists them once the api answers again', async () => {
    let down = true;
    renderScreen(<LotteryScreen />, {
      path: '/lottery',
      user: fakeUser(),
      answers: {
        lotteryIndex: () => {
          if (down) throw new ApiError(-1, 'Network error, please try again');
          return games;
        },
      },
    });
    expect(await screen.findByText('Connection lost, retrying…')).toBeInTheDocument();
    down = false;
    expect((await screen.findAllByTestId('hall-game', undefined, { timeout: 5000 }))[0]).toHaveTextContent('Singapore');
    expect(screen.queryByText('Connection lost, retrying…')).toBeNull();
  });
});
