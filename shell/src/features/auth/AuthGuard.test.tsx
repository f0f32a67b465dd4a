import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../../testing/renderWithShell';
import { AuthGuard, GUARD_TOAST_MS } from './AuthGuard';
import { createBus } from 'shared-contracts';
import { createSessionStore } from 'shared-contracts/platform';

const user = { token: 't1', user_id: 7, id: 7, money: 0, group_id: 1, idcard: '' };

describe('AuthGuard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  function guarded(path: string) {
    const bus = createBus();
    const session = createSessionStore(sessionStorage, bus);
    const view = renderWithShell(<AuthGuard session={session} bus={bus}><p>private</p></AuthGuard>, { path });
    return { ...view, bus, session };
  }

  it('sends a visitor without a token to /login after the loading toast', () => {
    guarded('/personal');
    expect(screen.queryByText('private')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/personal');
    act(() => jest.advanceTimersByTime(GUARD_TOAST_MS));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it.each(['/login', '/register', '/language'])('lets a visitor see %s', (path) => {
    guarded(path);
    expect(screen.getByText('private')).toBeInTheDocument();
  });

  it('lets a member through and follows login and logout on the bus', () => {
    const { session } = guarded('/lottery');
    act(() => session.login(user));
    expect(screen.getByText('private')).toBeInTheDocument();
    act(() => session.logout());
    act(() => jest.advanceTimersByTime(GUARD_TOAST_MS));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
