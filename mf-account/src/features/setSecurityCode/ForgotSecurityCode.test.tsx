import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, formatMinute } from 'shared-contracts';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { SetSecurityCodeScreen } from './SetSecurityCodeScreen';

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

/** /setSecurityCode with a code set, the forgot sheet open at its reset form. */
async function openForgot(answers: FakeAnswers = {}) {
  const view = renderScreen(<SetSecurityCodeScreen />, {
    path: '/setSecurityCode',
    history: ['/setting?type=2'],
    user: fakeUser(),
    answers: { safetyInfo: { isTrue: true }, kefu: { line: '', email: 'help@example.com' }, ...answers },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Forgot your security code?' }));
  expect(await screen.findByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'I have a reset code' }));
  await screen.findByPlaceholderText('The 10-character code from customer service');
  return view;
}

function fillReset({ code = 'ABCDEFGH23', next = '135790', again = next }: { code?: string; next?: string; again?: string } = {}) {
  type('The 10-character code from customer service', code);
  const sheet = within(screen.getByTestId('recovery-sheet'));
  fireEvent.change(sheet.getByPlaceholderText('Please enter the new security code'), { target: { value: next } });
  type('Please enter the new security code again', again);
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
}

describe('SetSecurityCodeScreen, forgot security code', () => {
  it('refuses a malformed reset code, a new code that is not 6 digits and a confirmation that differs, before calling', async () => {
    const view = await openForgot({ resetSecurityCode: { withdrawals_from: 0 } });
    fillReset({ code: 'ABCDEFGH2', next: '12345', again: '123456' });
    expect(await screen.findByText('The reset code has 10 letters or digits')).toBeInTheDocument();
    expect(screen.getByText('The security code must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('The two codes do not match')).toBeInTheDocument();
    expect(view.named('resetSecurityCode')).toEqual([]);
  });

  it("sends the reset code and the new code, and shows the server's refusal in its words", async () => {
    const refusal = 'The reset code is wrong or has expired: ask customer service for a new one';
    const view = await openForgot({
      resetSecurityCode: () => {
        throw new ApiError(20033, refusal);
      },
    });
    fillReset({ code: 'abcdefgh23' });
    await waitFor(() => expect(view.named('resetSecurityCode').map((c) => c.body)).toEqual([{ code: 'ABCDEFGH23', new_code: '135790' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(view.session.token()).not.toBeNull();
  });

  it('on success says when withdrawals resume and to log in again, then ends the session and goes to /login', async () => {
    const withdrawalsFrom = 1_900_000_000;
    const view = await openForgot({ resetSecurityCode: { withdrawals_from: withdrawalsFrom } });
    fillReset();
    const said = await screen.findByText(
      `Security code changed. Withdrawals resume at ${formatMinute(withdrawalsFrom)}. Please log in again.`,
    );
    expect(view.session.token()).not.toBeNull();
    fireEvent.click(within(said.closest<HTMLElement>('.adm-dialog-body')!).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(view.session.token()).toBeNull();
    expect(view.events).toContain('auth:logout');
    // The server has already ended every session: nothing asks it to log out.
    expect(view.named('logout')).toEqual([]);
  });

  it('is not offered before a code is set', async () => {
    renderScreen(<SetSecurityCodeScreen />, { user: fakeUser(), answers: { safetyInfo: { isTrue: false } } });
    await screen.findByText('Set a 6-digit security code');
    expect(screen.queryByRole('button', { name: 'Forgot your security code?' })).toBeNull();
  });
});
