import { act, screen } from '@testing-library/react';
import { fakeUser, renderScreen } from 'shared-contracts/testing';
import { AuthGuard, GUARD_TOAST_MS } from './AuthGuard';

describe('AuthGuard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const guarded = (path: string) =>
    renderScreen(
      <AuthGuard>
        <p>private</p>
      </AuthGuard>,
      { path, locale: 'tw' },
    );

  it('sends a visitor without a token to /login after the loading toast', () => {
    const view = guarded('/personal');
    expect(screen.queryByText('private')).not.toBeInTheDocument();
    expect(view.location()).toBe('/personal');
    act(() => jest.advanceTimersByTime(GUARD_TOAST_MS));
    expect(view.location()).toBe('/login');
  });

  it.each(['/login', '/register', '/language'])('lets a visitor see %s', (path) => {
    guarded(path);
    expect(screen.getByText('private')).toBeInTheDocument();
  });

  it('lets a member through and follows login and logout', () => {
    const view = guarded('/lottery');
    act(() => view.session.login(fakeUser()));
    expect(screen.getByText('private')).toBeInTheDocument();
    act(() => view.session.logout());
    act(() => jest.advanceTimersByTime(GUARD_TOAST_MS));
    expect(view.location()).toBe('/login');
  });
});
