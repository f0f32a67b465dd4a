import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callKey } from 'shared-contracts/platform';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { AddBankCardScreen } from './AddBankCardScreen';

const PROMPTS = [
  'Please enter the card holder',
  'Please enter the card number',
  'Please enter the bank name',
  'Please enter the bank code',
  'Please enter the branch name',
];
const bound = {
  type: 0 as const,
  acc: 'Li Lei',
  acc_name: '6222020200001234',
  acc_bank: 'ICBC',
  acc_code: 'ICBKCNBJ',
  acc_fh: 'Beijing Branch',
  mark: '',
};

function renderForm(answers: FakeAnswers = {}) {
  return renderScreen(<AddBankCardScreen />, {
    path: '/addBankCard',
    history: ['/bankCardManage?type=0'],
    user: fakeUser(),
    answers: { payInfo: null, safetyInfo: { isTrue: true }, setPayInfo: bound, ...answers },
  });
}

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
function fill(cardNumber = '6222020200001234') {
  type(PROMPTS[0]!, ' Li Lei ');
  type(PROMPTS[1]!, cardNumber);
  type(PROMPTS[2]!, 'ICBC');
  type(PROMPTS[3]!, 'ICBKCNBJ');
  type(PROMPTS[4]!, 'Beijing Branch');
}
const errors = () => [...document.querySelectorAll('.adm-form-item-feedback-error')].map((e) => e.textContent);

describe('AddBankCardScreen', () => {
  it('prompts each missing field with its placeholder, in the spec order, and sends nothing', async () => {
    const view = renderForm();
    save();
    await waitFor(() => expect(errors()).toEqual(PROMPTS));
    type(PROMPTS[0]!, 'Li Lei');
    type(PROMPTS[2]!, 'ICBC');
    save();
    await waitFor(() => expect(errors()).toEqual([PROMPTS[1], PROMPTS[3], PROMPTS[4]]));
    expect(view.named('setPayInfo')).toEqual([]);
  });

  it('keeps the card number to digits and wants 8 to 30 of them', async () => {
    const view = renderForm();
    type(PROMPTS[1]!, '6222 02ab');
    expect(screen.getByPlaceholderText(PROMPTS[1]!)).toHaveValue('622202');
    fill('1234567');
    save();
    expect(await screen.findByText('The card number must be 8-30 digits')).toBeInTheDocument();
    expect(view.named('setPayInfo')).toEqual([]);
  });

  it('binds the first card as setPayInfo type 0, then goes back', async () => {
    const view = renderForm();
    await waitFor(() => expect(view.queryClient.getQueryData(callKey('payInfo', { type: 0 }))).toBeNull());
    fill();
    save();
    await waitFor(() =>
      expect(view.named('setPayInfo').map((c) => c.body)).toEqual([
        { type: 0, acc: 'Li Lei', acc_name: '6222020200001234', acc_bank: 'ICBC', acc_code: 'ICBKCNBJ', acc_fh: 'Beijing Branch' },
      ]),
    );
    await waitFor(() => expect(view.location()).toBe('/bankCardManage?type=0'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(view.queryClient.getQueryData(callKey('payInfo', { type: 0 }))).toEqual(bound);
  });

  it('replacing the bound card asks for the security code and sends it', async () => {
    const view = renderForm({ payInfo: bound });
    await waitFor(() => expect(view.queryClient.getQueryData(callKey('payInfo', { type: 0 }))).toEqual(bound));
    fill('6222020200005678');
    save();
    await waitFor(() => expect(screen.getByTestId('security-code-cells')).toHaveClass('adm-passcode-input-focused'));
    expect(screen.getByText('Enter your security code')).toBeInTheDocument();
    expect(view.named('setPayInfo')).toEqual([]);
    for (const digit of '246810') fireEvent.click(screen.getByRole('button', { name: digit }));
    await waitFor(() =>
      expect(view.named('setPayInfo').map((c) => (c.body as { securityCode?: string }).securityCode)).toEqual(['246810']),
    );
    await waitFor(() => expect(view.location()).toBe('/bankCardManage?type=0'));
  });

  it('replacing without a security code sends the member to set one first', async () => {
    const view = renderForm({ payInfo: bound, safetyInfo: { isTrue: false } });
    await waitFor(() => expect(view.queryClient.getQueryData(['safetyInfo'])).toEqual({ isTrue: false }));
    await waitFor(() => expect(view.queryClient.getQueryData(callKey('payInfo', { type: 0 }))).toEqual(bound));
    fill();
    save();
    await waitFor(() => expect(view.location()).toBe('/setSecurityCode?isTrue=false'));
    expect(view.named('setPayInfo')).toEqual([]);
  });
});
