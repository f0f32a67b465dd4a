import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { BankCardManageScreen } from './BankCardManageScreen';

const card = {
  type: 0 as const,
  acc: 'Li Lei',
  acc_name: '6222020200001234',
  acc_bank: 'ICBC',
  acc_code: 'ICBKCNBJ',
  acc_fh: 'Beijing Branch',
  mark: '',
};
const wallet = { type: 1 as const, acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', acc_name: 'USDT-TRC20' };

describe('BankCardManageScreen', () => {
  it('type=0: the bound card with its bank, holder and the number masked but the last 4; replace goes to the form', async () => {
    const view = renderScreen(<BankCardManageScreen />, { path: '/bankCardManage?type=0', user: fakeUser(), answers: { payInfo: card } });
    const bound = await screen.findByTestId('bound-account');
    expect(bound).toHaveTextContent('ICBC');
    expect(bound).toHaveTextContent('Li Lei');
    expect(bound).toHaveTextContent('**** **** **** 1234');
    expect(bound).not.toHaveTextContent('6222020200001234');
    expect(view.named('payInfo').map((c) => c.body)).toEqual([{ type: 0 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Replace bank card' }));
    await waitFor(() => expect(view.location()).toBe('/addBankCard'));
  });

  it('type=1: the bound wallet with its address and type', async () => {
    const view = renderScreen(<BankCardManageScreen />, { path: '/bankCardManage?type=1', user: fakeUser(), answers: { payInfo: wallet } });
    const bound = await screen.findByTestId('bound-account');
    expect(bound).toHaveTextContent(wallet.acc);
    expect(bound).toHaveTextContent('USDT-TRC20');
    expect(view.named('payInfo').map((c) => c.body)).toEqual([{ type: 1 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Replace virtual wallet' }));
    await waitFor(() => expect(view.location()).toBe('/addVirtualWallet'));
  });

  it('says when nothing is bound, and offers to add', async () => {
    const view = renderScreen(<BankCardManageScreen />, { path: '/bankCardManage?type=1', user: fakeUser(), answers: { payInfo: null } });
    expect(await screen.findByText('No virtual wallet bound yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add virtual wallet' }));
    await waitFor(() => expect(view.location()).toBe('/addVirtualWallet'));
  });

  it('shows the bank card page without a type, in the page language', async () => {
    renderScreen(<BankCardManageScreen />, { path: '/bankCardManage', locale: 'tw', user: fakeUser(), answers: { payInfo: null } });
    expect(await screen.findByText('尚未綁定銀行卡')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加銀行卡' })).toBeInTheDocument();
  });

  it('says the connection is lost, not that nothing is bound, when the ask gets no answer; then shows the card', async () => {
    let down = true;
    renderScreen(<BankCardManageScreen />, {
      path: '/bankCardManage?type=0',
      user: fakeUser(),
      answers: {
        payInfo: () => {
          if (down) throw new ApiError(-1, 'Network error, please try again');
          return card;
        },
      },
    });
    expect(await screen.findByText('Connection lost, retrying…')).toBeInTheDocument();
    expect(screen.queryByText('No bank card bound yet')).toBeNull();
    down = false;
    expect(await screen.findByTestId('bound-account', undefined, { timeout: 5000 })).toHaveTextContent('ICBC');
  });
});
