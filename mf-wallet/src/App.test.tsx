import { screen, waitFor } from '@testing-library/react';
import { ROUTES, routesOf, type RouteName } from 'shared-contracts';
import type { DepositRequest, FundLog, PayInfoEntry } from 'shared-contracts/api';
import { fakeUser, type FakeAnswers, wordsOnPage, renderApp } from 'shared-contracts/testing';
import App from './App';

const AT = Date.parse('2026-05-01T10:00:00Z') / 1000;
const DEPOSIT_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const WALLET_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

// The legacy api's naming: a bank card's `acc` is the holder and `acc_name` the card number.
const bankCard: PayInfoEntry = {
  type: 0,
  acc: 'Li Lei',
  acc_name: '6222020200001234',
  acc_bank: 'ICBC',
  acc_code: 'ICBKCNBJ',
  acc_fh: 'Beijing Branch',
  mark: '',
};
const virtualWallet: PayInfoEntry = { type: 1, acc: WALLET_ADDRESS, acc_name: 'USDT-TRC20' };

const deposit = (overrides: Partial<DepositRequest>): DepositRequest => ({
  id: 1,
  amount: 10_000,
  bonus: 1_000,
  state: 'credited',
  createtime: AT,
  expires_at: AT + 30 * 60,
  address: DEPOSIT_ADDRESS,
  ...overrides,
});
const deposits = [deposit({ id: 2, amount: 25_000, bonus: 2_500 }), deposit({ id: 1, amount: 5_000, bonus: 0, state: 'rejected' })];

const fundLogs: FundLog[] = [
  { id: 3, createtime: AT, type: 1, mark: 'USDT withdrawal', status: 0, quantity: 10_000, delta: -10_000, over: 17_500 },
  { id: 2, createtime: AT - 60, type: 4, mark: 'USDT deposit bonus 10%', status: 1, quantity: 2_500, delta: 2_500, over: 27_500 },
  { id: 1, createtime: AT - 120, type: 0, mark: 'USDT deposit', status: 1, quantity: 25_000, delta: 25_000, over: 25_000 },
];

/** Every call the wallet screens make, answered as the api would for a member with a card and a wallet bound. */
const answers: FakeAnswers = {
  userInfo: fakeUser({ money: 50_000 }),
  safetyInfo: { isTrue: true },
  payInfo: (body) => (body?.type === 1 ? virtualWallet : bankCard),
  withdrawInfo: {
    money: 50_000,
    turnover: { left: 0, required: 0, played: 0 },
    fixed_deposit_term: null,
    held_until: null,
    usdt_address: [{ acc_name: 'USDT-TRC20', acc: WALLET_ADDRESS }],
    bank_address: [{ acc: 'Li Lei', acc_name: '6222020200001234', acc_bank: 'ICBC' }],
  },
  withdrawReviewList: [{ id: 3, amount: 10_000, createtime: AT }],
  verificationStatus: {
    level: 'basic',
    legal_name: 'Li Lei',
    birth_date: '1990-05-17',
    thresholds: { basic_above: 100_000, full_above: 500_000 },
    pending: null,
    rejected: null,
  },
  rechargeInfo: {
    address: DEPOSIT_ADDRESS,
    bonus_percent: 10,
    promotion: { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 },
    window_minutes: 30,
  },
  rechargeList: (body) => (body?.page === 1 ? deposits : []),
  quantityLogList: (body) => (body?.page === 1 ? fundLogs : []),
};

const QUERY: Partial<Record<RouteName, string>> = { bankCardManage: '?type=1' };

/** What each screen shows of the fake api's answers once they arrive (the screens with a form only show none). */
const SHOWN: Partial<Record<RouteName, string[]>> = {
  recharge: [DEPOSIT_ADDRESS, '250u'],
  withdraw: ['500u', WALLET_ADDRESS, 'ICBC', 'Under review'],
  bankCardManage: [WALLET_ADDRESS],
  capitalDetail: ['USDT withdrawal', 'USDT deposit bonus 10%'],
};

function renderAt(path: string) {
  return renderApp(App, { path, answers: answers }).calls;
}

describe('mf-wallet App', () => {
  it.each(routesOf('wallet'))('renders a real screen at the route of %s, with its data, in its own words', async (name) => {
    const calls = renderAt(ROUTES[name] + (QUERY[name] ?? ''));
    const root = await screen.findByTestId(`screen-${name}`);
    for (const text of SHOWN[name] ?? []) await waitFor(() => expect(root).toHaveTextContent(text));
    expect(root).not.toHaveTextContent('This screen is coming soon.');
    expect(calls.map((call) => call.name).filter((called) => !(called in answers))).toEqual([]);
    // The page's i18n starts with the shared words only: the App registers the wallet strings itself.
    expect(wordsOnPage()).not.toMatch(/\bwallet\.[a-zA-Z]+\.[a-zA-Z]+/);
  });
});
