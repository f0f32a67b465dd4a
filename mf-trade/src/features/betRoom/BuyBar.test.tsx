import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { BuyBar } from './BuyBar';

describe('BuyBar', () => {
  it("leads a stopped guest to /register, and says a break's reason with no Register", async () => {
    const onBuy = jest.fn();
    const guest = renderScreen(<BuyBar stop={{ kind: 'guest', notice: 'Register first' }} onBuy={onBuy} />, {
      path: '/betRoom?id=11&game_id=1',
      user: fakeUser({ group_id: 2 }),
    });
    expect(screen.getByTestId('room-stop')).toHaveTextContent('Register first');
    fireEvent.click(screen.getByTestId('room-go-buy'));
    expect(onBuy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(guest.location()).toBe('/register'));
    guest.unmount();
    renderScreen(<BuyBar stop={{ kind: 'break', notice: 'On a time-out' }} onBuy={onBuy} />, { user: fakeUser() });
    expect(screen.getByTestId('room-stop')).toHaveTextContent('On a time-out');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('opens the buy popup when nothing stops the member', () => {
    const onBuy = jest.fn();
    renderScreen(<BuyBar stop={null} onBuy={onBuy} />, { user: fakeUser() });
    expect(screen.queryByTestId('room-stop')).toBeNull();
    fireEvent.click(screen.getByTestId('room-go-buy'));
    expect(onBuy).toHaveBeenCalledTimes(1);
  });
});
