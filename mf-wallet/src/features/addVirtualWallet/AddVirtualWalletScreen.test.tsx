import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { callKey } from 'shared-contracts/platform';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { AddVirtualWalletScreen } from './AddVirtualWalletScreen';

const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OTHER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const bound = { type: 1 as const, acc: ADDRESS, acc_name: 'USDT-TRC20' };

function renderForm(answers: FakeAnswers = {}) {
  return renderScreen(<AddVirtualWalletScreen />, {
    path: '/addVirtualWallet',
    history: ['/bankCardManage?type=1'],
    user: fakeUser(),
    answers: { payInfo: null, safetyInfo: { isTrue: true }, setPayInfo: bound, ...answers },
  });
}
const typeAddress = (value: string) =>
  fireEvent.change(screen.getByPlaceholderText('Please enter the wallet address'), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('AddVirtualWalletScreen', () => {
  it('asks for the address, and offers USDT-TRC20 as the wallet type, chosen', async () => {
    const view = renderForm();
    expect(screen.getByRole('radio', { name: 'USDT-TRC20' })).toHaveAttribute('aria-checked', 'true');
    save();
    expect(await screen.findByText('Please enter the wallet address', { selector: '.adm-form-item-feedback-error' })).toBeInTheDocument();
    expect(view.named('setPayInfo')).toEqual([]);
  });

  it.each([
    ['a one-character typo (checksum)', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['another prefix', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['a wrong length', ADDRESS.slice(0, -1)],
  ])('refuses %s before sending, with a clear message', async (_case, address) => {
    const view = renderForm();
    typeAddress(address);
    save();
    expect(await screen.findByText(/Not a valid TRC-20 address/)).toBeInTheDocument();
    expect(view.named('setPayInfo')).toEqual([]);
  });

  it('binds a valid address as setPayInfo type 1, refreshes the payout accounts, then goes back', async () => {
    const view = renderForm();
    await waitFor(() => expect(view.queryClient.getQueryData(callKey('payInfo', { type: 1 }))).toBeNull());
    view.queryClient.setQueryData(['withdrawInfo'], { money: 0, usdt_address: [], bank_address: [] });
    typeAddress(` ${ADDRESS} `);
    save();
    await waitFor(() => expect(view.named('setPayInfo').map((c) => c.body)).toEqual([{ type: 1, acc: ADDRESS, acc_name: 'USDT-TRC20' }]));
    await waitFor(() => expect(view.location()).toBe('/bankCardManage?type=1'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(view.queryClient.getQueryData(callKey('payInfo', { type: 1 }))).toEqual(bound);
    expect(view.queryClient.getQueryState(['withdrawInfo'])?.isInvalidated).toBe(true);
  });

  it('replacing the bound wallet asks for the security code; a wrong one keeps the form for another try', async () => {
    let wrong = true;
    const view = renderForm({
      payInfo: bound,
      setPayInfo: () => {
        if (wrong) {
          wrong = false;
          throw new ApiError(20017, 'The security code is wrong');
        }
        return { ...bound, acc: OTHER };
      },
    });
    await waitFor(() => expect(view.queryClient.getQueryData(callKey('payInfo', { type: 1 }))).toEqual(bound));
    const sendWithCode = async (code: string) => {
      save();
      // The cells of this opening: focused, where the last opening's blurred at its sixth digit.
      await waitFor(() => expect(screen.getByTestId('security-code-cells')).toHaveClass('adm-passcode-input-focused'));
      for (const digit of code) fireEvent.click(screen.getByRole('button', { name: digit }));
    };
    typeAddress(OTHER);
    await sendWithCode('111111');
    await waitFor(() => expect(view.named('setPayInfo')).toHaveLength(1));
    expect(view.location()).toBe('/addVirtualWallet');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('adm-button-loading'));
    await sendWithCode('246810');
    await waitFor(() =>
      expect(view.named('setPayInfo').map((c) => c.body)).toEqual([
        { type: 1, acc: OTHER, acc_name: 'USDT-TRC20', securityCode: '111111' },
        { type: 1, acc: OTHER, acc_name: 'USDT-TRC20', securityCode: '246810' },
      ]),
    );
    await waitFor(() => expect(view.location()).toBe('/bankCardManage?type=1'));
  });
});
