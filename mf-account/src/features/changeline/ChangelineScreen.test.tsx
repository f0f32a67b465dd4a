import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { ChangelineScreen } from './ChangelineScreen';

describe('ChangelineScreen', () => {
  it('marks the current line', () => {
    renderScreen(<ChangelineScreen />, { path: '/changeline', user: fakeUser(), line: 1 });
    expect(within(screen.getByTestId('line-1')).getByText('Current line')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-0')).queryByText('Current line')).toBeNull();
  });

  it('stores the chosen line, confirms it, then goes back', async () => {
    const view = renderScreen(<ChangelineScreen />, { path: '/changeline', history: ['/setting?type=1'], user: fakeUser(), line: 0 });
    fireEvent.click(within(screen.getByTestId('line-1')).getByRole('button', { name: 'Start investing' }));
    expect(view.preferences.setLine).toHaveBeenCalledWith(1);
    expect(await screen.findByText('You switched to line 2')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-1')).getByText('Current line')).toBeInTheDocument();
    expect(view.location()).toBe('/changeline');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.location()).toBe('/setting?type=1'));
  });
});
