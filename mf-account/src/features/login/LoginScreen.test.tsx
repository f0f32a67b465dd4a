import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from 'shared-contracts';
import { REMEMBER_KEY, rememberUsername } from '../../shared/rememberMe';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { LoginScreen } from './LoginScreen';

const type = (label: string, value: string) => fireEvent.change(screen.getByPlaceholderText(label), { target: { value } });

beforeEach(() => window.localStorage.clear());

describe('LoginScreen', () => {
  it('asks for the username and the password, each with its own prompt, and calls nothing', async () => {
    const view = renderScreen(<LoginScreen />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the username')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter the password').length).toBeGreaterThan(0);
    expect(view.calls).toEqual([]);
  });

  it('says why the member is here when the server ended the session, and what a disabled account may still do', async () => {
    // The page reloads onto /login once the session is ended: the screen mounts after it.
    function AfterTheEnd() {
      const [shown, setShown] = useState(false);
      return shown ? <LoginScreen /> : <button onClick={() => setShown(true)}>reload</button>;
    }
    const view = renderScreen(<AfterTheEnd />, { path: '/login', user: fakeUser() });
    view.session.end(50008);
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(screen.getByTestId('login-ended')).toHaveTextContent(
      'Your session has ended: please log in again. If your account has been disabled, you can still log in to withdraw your balance; for anything else, contact customer service.',
    );
  });

  it('says the account was disabled when the server ended the session for that (issue 42)', async () => {
    function AfterTheEnd() {
      const [shown, setShown] = useState(false);
      return shown ? <LoginScreen /> : <button onClick={() => setShown(true)}>reload</button>;
    }
    const view = renderScreen(<AfterTheEnd />, { path: '/login', user: fakeUser() });
    view.session.end(50008, 'disabled');
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(screen.getByTestId('login-ended')).toHaveTextContent(
      'Customer service has disabled your account, so your session has ended. You can still log in to withdraw your balance; for anything else, contact customer service.',
    );
  });

  it('tells a disabled account at once that it may only withdraw, and whom to ask, then goes to /Withdraw', async () => {
    const user = { ...fakeUser({ token: 'tok-d' }), disabled: true as const };
    const view = renderScreen(<LoginScreen />, { path: '/login', answers: { login: user } });
    type('Please enter the username', 'closed01');
    type('Please enter the password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'This account is disabled: you can only withdraw your balance. For anything else, contact customer service (the Service tab).',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/Withdraw'), { timeout: 1500 });
    expect(view.session.token()).toBe('tok-d');
  });

  it('says nothing of an ended session to a visitor who was not sent here', () => {
    renderScreen(<LoginScreen />, { path: '/login' });
    expect(screen.queryByTestId('login-ended')).toBeNull();
  });

  it('logs in with remember me on: sends remember, keeps the username (not the password), stores the session, then goes home', async () => {
    const user = fakeUser({ token: 'tok-9', id: 9, user_id: 9, money: 1250 });
    const view = renderScreen(<LoginScreen />, { path: '/login', answers: { login: user } });
    expect(screen.getByTestId('remember')).toHaveClass('adm-checkbox-checked');
    type('Please enter the username', ' alice01 ');
    type('Please enter the password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.named('login')).toHaveLength(1));
    expect(view.named('login')[0]!.body).toEqual({ account: 'alice01', password: 'secret123', remember: true });
    expect(await screen.findByText('Logged in')).toBeInTheDocument();
    expect(view.session.token()).toBe('tok-9');
    // Kept across browser restarts, as long as the server's remembered session.
    expect([view.local.getItem('token'), view.storage.getItem('token')]).toEqual(['tok-9', null]);
    expect(view.events).toEqual(['auth:login', 'wallet:balance']);
    expect(window.localStorage.getItem(REMEMBER_KEY)).toContain('"alice01"');
    expect(window.localStorage.getItem(REMEMBER_KEY)).not.toContain('secret123');
    expect(view.location()).toBe('/login');
    await waitFor(() => expect(view.location()).toBe('/'), { timeout: 1500 });
  });

  it('prefills a remembered username; with remember me off it sends remember false and forgets the name', async () => {
    rememberUsername('bob_22');
    const view = renderScreen(<LoginScreen />, { path: '/login', answers: { login: fakeUser() } });
    expect(screen.getByPlaceholderText('Please enter the username')).toHaveValue('bob_22');
    fireEvent.click(screen.getByText('Remember me'));
    type('Please enter the password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.named('login')).toHaveLength(1));
    expect(view.named('login')[0]!.body).toEqual({ account: 'bob_22', password: 'secret123', remember: false });
    await waitFor(() => expect(window.localStorage.getItem(REMEMBER_KEY)).toBeNull());
    // For this tab only.
    await waitFor(() => expect(view.storage.getItem('token')).toBe(fakeUser().token));
    expect(view.local.getItem('token')).toBeNull();
  });

  it('shows the remember-me checkbox as the member last left it', () => {
    function LoginAgain() {
      const [visit, setVisit] = useState(0);
      return (
        <>
          <button onClick={() => setVisit(visit + 1)}>come back</button>
          <LoginScreen key={visit} />
        </>
      );
    }
    renderScreen(<LoginAgain />, { path: '/login' });
    fireEvent.click(screen.getByText('Remember me'));
    expect(screen.getByTestId('remember')).not.toHaveClass('adm-checkbox-checked');
    fireEvent.click(screen.getByText('come back'));
    expect(screen.getByTestId('remember')).not.toHaveClass('adm-checkbox-checked');
    fireEvent.click(screen.getByText('Remember me'));
    fireEvent.click(screen.getByText('come back'));
    expect(screen.getByTestId('remember')).toHaveClass('adm-checkbox-checked');
  });

  it('stays on /login without a session when the server refuses', async () => {
    const view = renderScreen(<LoginScreen />, {
      path: '/login',
      answers: {
        login: () => {
          throw new ApiError(20007, 'Account or password wrong');
        },
      },
    });
    type('Please enter the username', 'alice01');
    type('Please enter the password', 'wrongpass');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.named('login')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(view.session.token()).toBeNull();
    expect(view.location()).toBe('/login');
  });

  it('goes to register and to language; close clears the session and goes home', () => {
    const view = renderScreen(<LoginScreen />, { path: '/login', user: fakeUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(view.location()).toBe('/register');
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(view.location()).toBe('/language');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(view.location()).toBe('/');
    expect(view.session.token()).toBeNull();
    expect(view.events).toContain('auth:logout');
  });
});
