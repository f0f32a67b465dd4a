import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, formatMinute } from 'shared-contracts';
import type { FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { LoginScreen } from './LoginScreen';

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const support = { kefu: { line: 'https://chat.example/room', email: 'help@example.com' } };

/** /login with `answers`, the forgot-password sheet opened after typing `username` on the login form. */
async function openForgot(answers: FakeAnswers = support, username = '') {
  const view = renderScreen(<LoginScreen />, { path: '/login', answers });
  if (username) type('Please enter the username', username);
  fireEvent.click(screen.getByText('Forgot password?'));
  await screen.findByTestId('recovery-sheet');
  return view;
}

/** The sheet's reset form, filled in. */
async function fillReset({
  username = 'alice01',
  code = 'ABCDEFGH23',
  next = 'n3w-Secret',
  again = next,
}: { username?: string; code?: string; next?: string; again?: string } = {}) {
  fireEvent.click(await screen.findByRole('button', { name: 'I have a reset code' }));
  const sheet = within(screen.getByTestId('recovery-sheet'));
  fireEvent.change(sheet.getByPlaceholderText('Please enter the username'), { target: { value: username } });
  type('The 10-character code from customer service', code);
  type('Please enter the new password', next);
  type('Please enter the new password again', again);
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
}

beforeEach(() => window.localStorage.clear());

describe('LoginScreen, forgot password', () => {
  it('explains the one-time code from customer service, with the chat link and the e-mail address from kefu', async () => {
    await openForgot();
    expect(screen.getByText(/one-time reset code \(10 letters or digits, valid for 30 minutes, usable once\)/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chat with customer service' })).toHaveAttribute('href', 'https://chat.example/room');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByText(/withdrawals wait 24 hours/)).toBeInTheDocument();
  });

  it('shows only the contact the operator configured', async () => {
    await openForgot({ kefu: { line: '', email: 'help@example.com' } });
    expect(await screen.findByRole('link', { name: 'help@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with customer service' })).toBeNull();
  });

  it('says plainly when no customer service contact is configured', async () => {
    await openForgot({ kefu: { line: '', email: '' } });
    expect(await screen.findByText('No customer service contact is available at the moment. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('starts the reset form with the username typed on /login', async () => {
    await openForgot(support, 'bob_22');
    fireEvent.click(await screen.findByRole('button', { name: 'I have a reset code' }));
    expect(within(screen.getByTestId('recovery-sheet')).getByPlaceholderText('Please enter the username')).toHaveValue('bob_22');
  });

  it('refuses passwords that differ and a malformed code before calling', async () => {
    const view = await openForgot({ ...support, resetPassword: { withdrawals_from: 0 } });
    await fillReset({ code: 'ABC12', next: 'n3w-Secret', again: 'n3w-Secreu' });
    expect(await screen.findByText('The reset code has 10 letters or digits')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(view.named('resetPassword')).toEqual([]);
  });

  it('sends exactly the username, the code as the server reads it and the new password', async () => {
    const view = await openForgot({ ...support, resetPassword: { withdrawals_from: 1_900_000_000 } });
    await fillReset({ username: ' alice01 ', code: 'abcd-efgh 23', next: 'n3w-Secret' });
    await waitFor(() => expect(view.named('resetPassword')).toHaveLength(1));
    expect(view.named('resetPassword')[0]!.body).toEqual({ username: 'alice01', code: 'ABCDEFGH23', new_pass: 'n3w-Secret' });
  });

  it("shows the server's refusal in its words and stays on the form", async () => {
    const refusal = 'The reset code is wrong or has expired: ask customer service for a new one';
    const view = await openForgot({
      ...support,
      resetPassword: () => {
        throw new ApiError(20033, refusal);
      },
    });
    await fillReset();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByTestId('recovery-sheet')).toBeInTheDocument();
    expect(view.session.token()).toBeNull();
  });

  it('on success says when withdrawals resume, then is back on the login form with the username', async () => {
    const withdrawalsFrom = 1_900_000_000;
    const view = await openForgot({ ...support, resetPassword: { withdrawals_from: withdrawalsFrom } });
    type('Please enter the password', 'old-typed');
    await fillReset({ username: 'carol_7' });
    expect(await screen.findByText(`Password changed. Withdrawals resume at ${formatMinute(withdrawalsFrom)}.`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('recovery-sheet')).toBeNull());
    expect(screen.getByPlaceholderText('Please enter the username')).toHaveValue('carol_7');
    expect(screen.getByPlaceholderText('Please enter the password')).toHaveValue('');
    expect(view.location()).toBe('/login');
  });
});
