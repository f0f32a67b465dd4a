import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { SetSecurityCodeScreen } from './SetSecurityCodeScreen';

const press = (digits: string) => {
  for (const digit of digits) fireEvent.click(screen.getByRole('button', { name: digit }));
};

const cellsFilled = () => screen.getByTestId('code-keypad').querySelectorAll('.adm-passcode-input-cell-dot').length;

describe('SetSecurityCodeScreen without a code', () => {
  it('says the connection is lost while it cannot ask whether a code is set, and offers the keypad once it can, by itself', async () => {
    let failed = false;
    renderScreen(<SetSecurityCodeScreen />, {
      user: fakeUser(),
      answers: {
        safetyInfo: () => {
          if (!failed) {
            failed = true;
            throw new ApiError(-1, 'network');
          }
          return { isTrue: false };
        },
      },
    });
    expect(await screen.findByText('Connection lost, retrying…')).toBeInTheDocument();
    expect(await screen.findByTestId('code-keypad', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks for the code twice and saves it once both entries match, then goes back', async () => {
    const view = renderScreen(<SetSecurityCodeScreen />, {
      path: '/setSecurityCode?isTrue=false',
      history: ['/setting?type=2'],
      user: fakeUser(),
      answers: { safetyInfo: { isTrue: false }, setSafety: null },
    });
    expect(await screen.findByText('Set a 6-digit security code')).toBeInTheDocument();
    press('123456');
    expect(await screen.findByText('Enter the same code again to confirm')).toBeInTheDocument();
    expect(cellsFilled()).toBe(0);
    press('12345');
    expect(view.named('setSafety')).toEqual([]);
    press('6');
    await waitFor(() => expect(view.named('setSafety').map((c) => c.body)).toEqual([{ new_code: '123456' }]));
    await waitFor(() => expect(view.location()).toBe('/setting?type=2'));
    expect(await screen.findByText('Security code set')).toBeInTheDocument();
  });

  it('refuses a second entry that differs, says so, and starts again from the first entry', async () => {
    const view = renderScreen(<SetSecurityCodeScreen />, { user: fakeUser(), answers: { safetyInfo: { isTrue: false }, setSafety: null } });
    await screen.findByText('Set a 6-digit security code');
    press('123456');
    await screen.findByText('Enter the same code again to confirm');
    press('123465');
    expect(await screen.findByRole('alert')).toHaveTextContent('The two codes do not match. Please start again.');
    expect(screen.getByText('Set a 6-digit security code')).toBeInTheDocument();
    expect(cellsFilled()).toBe(0);
    expect(view.named('setSafety')).toEqual([]);
    // The mismatched pair is forgotten: a new first entry, then the same again, is what gets saved.
    press('654321');
    await screen.findByText('Enter the same code again to confirm');
    expect(screen.queryByRole('alert')).toBeNull();
    press('654321');
    await waitFor(() => expect(view.named('setSafety').map((c) => c.body)).toEqual([{ new_code: '654321' }]));
  });

  it('start again forgets the first entry', async () => {
    const view = renderScreen(<SetSecurityCodeScreen />, { user: fakeUser(), answers: { safetyInfo: { isTrue: false }, setSafety: null } });
    await screen.findByText('Set a 6-digit security code');
    press('111111');
    fireEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(screen.getByText('Set a 6-digit security code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
    press('222222');
    press('222222');
    await waitFor(() => expect(view.named('setSafety').map((c) => c.body)).toEqual([{ new_code: '222222' }]));
  });

  it('goes back to the first entry when the server refuses, and a new pair submits again', async () => {
    let first = true;
    const view = renderScreen(<SetSecurityCodeScreen />, {
      user: fakeUser(),
      answers: {
        safetyInfo: { isTrue: false },
        setSafety: () => {
          if (first) {
            first = false;
            throw new ApiError(20015, 'nope');
          }
          return null;
        },
      },
    });
    await screen.findByText('Set a 6-digit security code');
    press('111111');
    press('111111');
    await waitFor(() => expect(view.named('setSafety')).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Set a 6-digit security code')).toBeInTheDocument());
    expect(cellsFilled()).toBe(0);
    press('222222');
    press('222222');
    await waitFor(() => expect(view.named('setSafety').map((c) => c.body)).toEqual([{ new_code: '111111' }, { new_code: '222222' }]));
  });
});

describe('SetSecurityCodeScreen with a code', () => {
  const setUp = () =>
    renderScreen(<SetSecurityCodeScreen />, {
      path: '/setSecurityCode',
      history: ['/setting?type=2'],
      user: fakeUser(),
      answers: { safetyInfo: { isTrue: true }, setSafety: null },
    });

  it('asks for the old and the new code, each of 6 digits', async () => {
    const view = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the old security code')).toBeInTheDocument();
    expect(screen.getByText('Please enter the new security code')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Please enter the old security code'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The security code must be 6 digits')).toBeInTheDocument();
    expect(view.named('setSafety')).toEqual([]);
  });

  it('changes the code with the old one, then goes back', async () => {
    const view = setUp();
    fireEvent.change(await screen.findByPlaceholderText('Please enter the old security code'), { target: { value: '111111' } });
    fireEvent.change(screen.getByPlaceholderText('Please enter the new security code'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.named('setSafety').map((c) => c.body)).toEqual([{ new_code: '222222', after_code: '111111' }]));
    await waitFor(() => expect(view.location()).toBe('/setting?type=2'));
  });
});
