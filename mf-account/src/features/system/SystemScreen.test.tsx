import { fireEvent, screen } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { SystemScreen } from './SystemScreen';

describe('SystemScreen', () => {
  it('has a profit-vibration switch, off by default, that toggles without storing anything', () => {
    const before = { ...window.localStorage };
    const view = renderScreen(<SystemScreen />, { path: '/system', user: fakeUser() });
    const toggle = screen.getByRole('switch', { name: 'Profit vibration' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect({ ...window.localStorage }).toEqual(before);
    expect(view.calls).toEqual([]);
    view.unmount();
    renderScreen(<SystemScreen />, { path: '/system', user: fakeUser() });
    expect(screen.getByRole('switch', { name: 'Profit vibration' })).toHaveAttribute('aria-checked', 'false');
  });
});
