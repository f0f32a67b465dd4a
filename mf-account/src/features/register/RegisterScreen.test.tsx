import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { RegisterScreen } from './RegisterScreen';

const type = (label: string, value: string) => fireEvent.change(screen.getByPlaceholderText(label), { target: { value } });

describe('RegisterScreen', () => {
  it('asks for the username and the password; the recommend code is optional', async () => {
    const view = renderScreen(<RegisterScreen />, { path: '/register' });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please enter the username')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter the password').length).toBeGreaterThan(0);
    expect(screen.queryByText(/recommend code.*required/i)).toBeNull();
    expect(view.calls).toEqual([]);
  });

  it('prefills the recommend code from inviter_id, registers a member, stores the session and goes home', async () => {
    const view = renderScreen(<RegisterScreen />, {
      path: '/register?inviter_id=42',
      answers: { register: fakeUser({ token: 'tok-new', inviter_id: 42 }) },
    });
    expect(screen.getByPlaceholderText('Recommend code (optional)')).toHaveValue('42');
    type('Please enter the username', 'carol_3');
    type('Please enter the password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.named('register')).toHaveLength(1));
    expect(view.named('register')[0]!.body).toEqual({ username: 'carol_3', password: 'secret123', group_id: 1, inviter_id: '42' });
    expect(await screen.findByText('Registered')).toBeInTheDocument();
    expect(view.session.token()).toBe('tok-new');
    expect(view.events).toEqual(['auth:login', 'wallet:balance']);
    await waitFor(() => expect(view.location()).toBe('/'), { timeout: 1500 });
  });

  it('sends an empty recommend code when there is none, and keeps no session on a refusal', async () => {
    const view = renderScreen(<RegisterScreen />, {
      path: '/register',
      answers: {
        register: () => {
          throw new ApiError(20005, 'This username is already registered');
        },
      },
    });
    type('Please enter the username', 'carol_3');
    type('Please enter the password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.named('register')).toHaveLength(1));
    expect(view.named('register')[0]!.body).toMatchObject({ inviter_id: '' });
    expect(view.session.token()).toBeNull();
    expect(view.location()).toBe('/register');
  });

  it('links to login', () => {
    const view = renderScreen(<RegisterScreen />, { path: '/register' });
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(view.location()).toBe('/login');
  });
});
