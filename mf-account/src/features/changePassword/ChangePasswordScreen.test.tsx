import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { ChangePasswordScreen } from './ChangePasswordScreen';

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

function fill(old: string, next: string, again: string) {
  type('Please enter the old password', old);
  type('Please enter the new password', next);
  type('Please enter the new password again', again);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('ChangePasswordScreen', () => {
  it('needs the old, the new and the confirmation', async () => {
    const view = renderScreen(<ChangePasswordScreen />, { user: fakeUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the old password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the new password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the new password')).toBeInTheDocument();
    expect(view.calls).toEqual([]);
  });

  it("refuses a confirmation that differs: 'The two passwords are inconsistent'", async () => {
    const view = renderScreen(<ChangePasswordScreen />, { user: fakeUser() });
    fill('secret123', 'brandNew99', 'brandNew98');
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(view.calls).toEqual([]);
  });

  it('changes the password (after_pass = old, new_pass = new), then goes back', async () => {
    const view = renderScreen(<ChangePasswordScreen />, {
      path: '/changePassword',
      history: ['/setting?type=2'],
      user: fakeUser(),
      answers: { newPass: null },
    });
    fill('secret123', 'brandNew99', 'brandNew99');
    await waitFor(() => expect(view.named('newPass').map((c) => c.body)).toEqual([{ after_pass: 'secret123', new_pass: 'brandNew99' }]));
    await waitFor(() => expect(view.location()).toBe('/setting?type=2'));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('stays when the server refuses the old password', async () => {
    const view = renderScreen(<ChangePasswordScreen />, {
      path: '/changePassword',
      user: fakeUser(),
      answers: {
        newPass: () => {
          throw new ApiError(20013, 'The old password is wrong');
        },
      },
    });
    fill('wrongpass', 'brandNew99', 'brandNew99');
    await waitFor(() => expect(view.named('newPass')).toHaveLength(1));
    expect(view.location()).toBe('/changePassword');
    expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveClass('adm-button-loading');
  });
});
