import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../testing/renderScreen';
import { useGoBack } from './useGoBack';

function Back() {
  const back = useGoBack('/setting?type=2');
  return <button onClick={back}>back</button>;
}

describe('useGoBack', () => {
  it('steps back when the visit came from another screen', () => {
    const view = renderScreen(<Back />, { path: '/changePassword', history: ['/personal'] });
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(view.location()).toBe('/personal');
  });

  it('goes to the parent when the screen was opened directly', () => {
    const view = renderScreen(<Back />, { path: '/changePassword' });
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(view.location()).toBe('/setting?type=2');
  });
});
