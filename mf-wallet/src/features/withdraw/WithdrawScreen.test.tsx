import { Globals } from '@react-spring/web';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import type { CallRequest, VerificationStatus } from 'shared-contracts/api';
import { fixedDepositPayoutDate } from 'shared-contracts';
import { createApiClient } from 'shared-contracts/platform';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { WithdrawScreen } from './WithdrawScreen';

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const info = {
  money: 50_000,
  // Played through: withdrawals are open.
  turnover: { left: 0, required: 55_000, played: 55_000 },
  fixed_deposit_term: null,
  held_until: null,
  usdt_address: [
    { acc_name: 'USDT-TRC20', acc: WALLET },
    { acc_name: 'USDT-TRC20', acc: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
  ],
  bank_address: [{ acc: 'Li Lei', acc_name: '6222020200001234', acc_bank: 'ICBC' }],
};
const afterWithdrawal = { ...info, money: 35_000 };

function renderWithdraw({ answers = {}, group_id = 1 }: { answers?: FakeAnswers; group_id?: number } = {}) {
  return renderScreen(<WithdrawScreen />, {
    path: '/Withdraw?group_id=1',
    history: ['/personal'],
    user: fakeUser({ money: 10, group_id }),
    answers: { withdrawInfo: info, safetyInfo: { isTrue: true }, withdrawAction: afterWithdrawal, withdrawReviewList: [], ...answers },
  });
}

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByTestId('withdraw-amount').querySelector('input')!, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const press = (digits: string) => {
  for (const digit of digits) fireEvent.click(screen.getByRole('button', { name: digit }));
};
/** The popup of this submit: its cells focused (the last opening's blurred at its sixth digit). */
const codePopupOpen = () => waitFor(() => expect(screen.getByTestId('security-code-cells')).toHaveClass('adm-passcode-input-focused'));

async function codePopupOpenAfter(action: () => void) {
  action();
  await codePopupOpen();
}

async function withdraw(amount: string, code = '246810') {
  typeAmount(amount);
  submit();
  await codePopupOpen();
  press(code);
}

describe('WithdrawScreen', () => {
  it('shows the total assets from withdrawInfo and every payout account, the first wallet selected', async () => {
    const view = renderWithdraw();
    const options = await screen.findAllByRole('radio');
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent('500u');
    expect(view.session.user()?.money).toBe(50_000);
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('USDT-TRC20');
    expect(options[0]).toHaveTextContent(WALLET);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    expect(options[2]).toHaveTextContent('ICBC');
    expect(options[2]).toHaveTextContent('**** **** **** 1234');
    expect(options[2]).toHaveTextContent('Holder: Li Lei');
    expect(options[2]).not.toHaveTextContent('6222020200001234');
  });

  it('shows the turnover left before anything is typed: left, played against required, why, and its details', async () => {
    const view = renderWithdraw({ answers: { withdrawInfo: { ...info, turnover: { left: 8_500, required: 10_000, played: 1_500 } } } });
    const card = await screen.findByTestId('withdraw-turnover');
    expect(within(card).getByText('Turnover left')).toBeInTheDocument();
    expect(within(card).getByTestId('withdraw-turnover-left')).toHaveTextContent('85u');
    expect(within(card).getByTestId('withdraw-turnover-progress')).toHaveTextContent('Played 15u / required 100u');
    expect(card).toHaveTextContent(
      'Deposits and bonuses must be played through (bets settled) before a withdrawal. Only the part of your stake at risk counts: stakes that come back whatever the draw (such as Long and Short in the same round) do not count.',
    );
    expect(screen.getByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('');
    fireEvent.click(within(card).getByRole('link', { name: 'Turnover details' }));
    expect(view.location()).toBe('/CapitalDetail?tab=turnover');
  });

  it('while turnover is left, submit says how much and sends nothing, the form still there', async () => {
    const view = renderWithdraw({ answers: { withdrawInfo: { ...info, turnover: { left: 8_500, required: 10_000, played: 1_500 } } } });
    await screen.findAllByRole('radio');
    typeAmount('150');
    submit();
    expect(
      await screen.findByText('Turnover left: 85u. Deposits and bonuses must be played through (bets settled) before a withdrawal.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Enter your security code')).not.toBeInTheDocument();
    expect(view.named('withdrawAction')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('with the turnover played through, says so in one line; with none ever required, says nothing', async () => {
    renderWithdraw();
    expect(await screen.findByTestId('withdraw-turnover')).toHaveTextContent(/^No turnover left: you can withdraw\.Turnover details$/);
    expect(screen.queryByTestId('withdraw-turnover-left')).toBeNull();

    const never = renderWithdraw({ answers: { withdrawInfo: { ...info, turnover: { left: 0, required: 0, played: 0 } } } });
    await waitFor(() => expect(within(never.container).getAllByRole('radio')).toHaveLength(3));
    expect(within(never.container).queryByTestId('withdraw-turnover')).toBeNull();
  });

  it('after an account reset, says withdrawals wait and until when before anything is typed, and submit asks no code', async () => {
    const until = Math.floor(new Date(2026, 10, 30, 14, 5).getTime() / 1000);
    const view = renderWithdraw({ answers: { withdrawInfo: { ...info, held_until: until } } });
    const card = await screen.findByTestId('withdraw-reset-hold');
    expect(card).toHaveTextContent('Withdrawals paused after an account reset');
    expect(card).toHaveTextContent('you can withdraw from 2026-11-30 14:05');
    expect(screen.queryByText(/No turnover left: you can withdraw/)).toBeNull();
    typeAmount('150');
    submit();
    expect(await screen.findAllByText(/you can withdraw from 2026-11-30 14:05/)).toHaveLength(2);
    expect(screen.queryByText('Enter your security code')).not.toBeInTheDocument();
    expect(view.named('withdrawAction')).toEqual([]);
  });

  it('shows the turnover in the user language', async () => {
    renderScreen(<WithdrawScreen />, {
      path: '/Withdraw',
      locale: 'tw',
      user: fakeUser(),
      answers: {
        withdrawInfo: { ...info, turnover: { left: 8_500, required: 10_000, played: 1_500 } },
        safetyInfo: { isTrue: true },
        withdrawReviewList: [],
      },
    });
    const card = await screen.findByTestId('withdraw-turnover');
    expect(card).toHaveTextContent('尚需流水');
    expect(card).toHaveTextContent('已完成 15u / 所需 100u');
  });

  it('follows the turnover as bets settle: every 10 s, and at once when the page shows again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let left = 8_500;
    renderWithdraw({ answers: { withdrawInfo: () => ({ ...info, turnover: { left, required: 10_000, played: 10_000 - left } }) } });
    expect(await screen.findByTestId('withdraw-turnover-left')).toHaveTextContent('85u');
    left = 2_000;
    await act(async () => void (await jest.advanceTimersByTimeAsync(10_000)));
    await waitFor(() => expect(screen.getByTestId('withdraw-turnover-left')).toHaveTextContent('20u'));
    left = 0;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.getByTestId('withdraw-turnover')).toHaveTextContent('No turnover left'));
    act(() => focusManager.setFocused(undefined));
    jest.useRealTimers();
  });

  it('asks for an amount, then for at least 100, and sends nothing', async () => {
    const view = renderWithdraw();
    await screen.findAllByRole('radio');
    submit();
    expect(await screen.findByText('Please enter the withdrawal amount')).toBeInTheDocument();
    typeAmount('99.99');
    submit();
    expect(await screen.findByText('Minimum withdrawal 100')).toBeInTheDocument();
    expect(screen.queryByText('Enter your security code')).not.toBeInTheDocument();
    expect(view.named('withdrawAction')).toEqual([]);
  });

  it('says the balance is short as an amount above it is typed, and submit sends nothing nor asks the code', async () => {
    const view = renderWithdraw();
    await screen.findAllByRole('radio');
    typeAmount('500');
    expect(screen.queryByTestId('withdraw-short')).not.toBeInTheDocument();
    typeAmount('500.01');
    expect(screen.getByTestId('withdraw-short')).toHaveTextContent('Balance too low: you can withdraw at most 500u');
    submit();
    expect(await screen.findAllByText('Balance too low: you can withdraw at most 500u')).toHaveLength(2);
    expect(screen.queryByText('Enter your security code')).not.toBeInTheDocument();
    expect(view.named('withdrawAction')).toEqual([]);
  });

  it('"All" fills in the whole balance, and is off below the 100u minimum', async () => {
    renderWithdraw();
    await screen.findAllByRole('radio');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('withdraw-amount').querySelector('input')).toHaveValue('500');
    await codePopupOpenAfter(submit);

    const low = renderWithdraw({ answers: { withdrawInfo: { ...info, money: 9_950 } } });
    await waitFor(() => expect(low.container).toHaveTextContent('Balance 99.5u is below the 100u minimum'));
    expect(within(low.container).getByRole('button', { name: 'All' })).toBeDisabled();
  });

  it("lists the member's withdrawals under review, and the new one after a submit", async () => {
    let reviewing = [{ id: 4, amount: 20_000, createtime: 1_777_600_000 }];
    const view = renderWithdraw({ answers: { withdrawReviewList: () => reviewing } });
    const rows = await screen.findAllByTestId('withdraw-review');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('200u');
    expect(rows[0]).toHaveTextContent('Under review');
    reviewing = [{ id: 5, amount: 15_000, createtime: 1_777_600_100 }, ...reviewing];
    await withdraw('150');
    await waitFor(() => expect(screen.getAllByTestId('withdraw-review')).toHaveLength(2));
    expect(view.named('withdrawReviewList').length).toBeGreaterThan(1);
  });

  it('follows the operator while open: a paid withdrawal leaves the review list, a credit raises the balance', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let reviewing = [{ id: 4, amount: 20_000, createtime: 1_777_600_000 }];
    let money = 50_000;
    const view = renderWithdraw({ answers: { withdrawInfo: () => ({ ...info, money }), withdrawReviewList: () => reviewing } });
    expect(await screen.findAllByTestId('withdraw-review')).toHaveLength(1);
    reviewing = [];
    money = 80_000;
    await act(async () => void (await jest.advanceTimersByTimeAsync(10_000)));
    await waitFor(() => expect(screen.getByTestId('withdraw-total')).toHaveTextContent('800u'));
    await waitFor(() => expect(screen.queryByTestId('withdraw-review')).toBeNull());
    expect(view.named('withdrawInfo').at(-1)!.silent).toBe(true);
    jest.useRealTimers();
  });

  it('keeps the amount to 2 decimals as it is typed', async () => {
    renderWithdraw();
    await screen.findAllByRole('radio');
    typeAmount('100.456');
    expect(screen.getByTestId('withdraw-amount').querySelector('input')).toHaveValue('100.45');
  });

  it('sends a member without a payout account to bind one, before asking the amount', async () => {
    const view = renderWithdraw({ answers: { withdrawInfo: { ...info, usdt_address: [], bank_address: [] } } });
    expect(await screen.findByText('No withdrawal account yet, tap to bind one')).toBeInTheDocument();
    submit();
    await waitFor(() => expect(view.location()).toBe('/bankCardManage?type=0'));
  });

  it('sends a member without a security code to set one', async () => {
    const view = renderWithdraw({ answers: { safetyInfo: { isTrue: false } } });
    await screen.findAllByRole('radio');
    await waitFor(() => expect(view.named('safetyInfo')).toHaveLength(1));
    typeAmount('150');
    submit();
    await waitFor(() => expect(view.location()).toBe('/setSecurityCode?isTrue=false'));
  });

  it('without a profile, asks it and goes to base info', async () => {
    const view = renderScreen(<WithdrawScreen />, {
      path: '/Withdraw',
      answers: { withdrawInfo: info, safetyInfo: { isTrue: true }, userInfo: fakeUser() },
    });
    await screen.findAllByRole('radio');
    submit();
    await waitFor(() => expect(view.location()).toBe('/baseinfo'));
    expect(view.named('userInfo')).toHaveLength(1);
  });

  it('tells a guest to register, and withdraws nothing', async () => {
    const view = renderWithdraw({ group_id: 2 });
    await screen.findAllByRole('radio');
    typeAmount('150');
    submit();
    expect(await screen.findByText('Dear visitor: please register as a full member before operating')).toBeInTheDocument();
    expect(screen.queryByText('Enter your security code')).not.toBeInTheDocument();
    expect(view.named('withdrawAction')).toEqual([]);
  });

  it('withdraws to the chosen account with the six digits, shows success, updates the balance and goes back', async () => {
    const view = renderWithdraw();
    const options = await screen.findAllByRole('radio');
    fireEvent.click(options[2]!);
    expect(options[2]).toHaveAttribute('aria-checked', 'true');
    typeAmount('150.5');
    submit();
    await screen.findByText('Enter your security code');
    press('24681');
    expect(view.named('withdrawAction')).toEqual([]);
    press('0');
    await waitFor(() =>
      expect(view.named('withdrawAction').map((c) => c.body)).toEqual([{ type: 0, index: 0, money: 15_050, securityCode: '246810' }]),
    );
    const success = await screen.findByRole('dialog');
    expect(success).toHaveTextContent('Withdrawal submitted');
    expect(success).toHaveTextContent('150.5u');
    expect(view.session.user()?.money).toBe(35_000);
    expect(view.events).toContain('wallet:balance');
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent('350u');
    fireEvent.click(within(success).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.location()).toBe('/personal'));
  });

  it('stays usable after a refusal (wrong code): the next submit asks the code again and sends again', async () => {
    let refuse = true;
    const view = renderWithdraw({
      answers: {
        withdrawAction: () => {
          if (refuse) {
            refuse = false;
            throw new ApiError(20017, 'The security code is wrong');
          }
          return afterWithdrawal;
        },
      },
    });
    await screen.findAllByRole('radio');
    await withdraw('100', '111111');
    await waitFor(() => expect(view.named('withdrawAction')).toHaveLength(1));
    expect(screen.queryByText('Withdrawal submitted')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveClass('adm-button-loading'));
    submit();
    await codePopupOpen();
    press('246810');
    expect(await screen.findByText('Withdrawal submitted')).toBeInTheDocument();
    expect(view.named('withdrawAction').map((c) => (c.body as CallRequest<'withdrawAction'>).securityCode)).toEqual(['111111', '246810']);
  });
});

describe('WithdrawScreen: a running fixed-deposit term', () => {
  // The confirm's fade ends at once, so a closing one never hangs over the code popup or the next test (as baseinfo's).
  beforeAll(() => Globals.assign({ skipAnimation: true }));
  afterAll(() => Globals.assign({ skipAnimation: false }));

  /** A term from October to November 2026 that has locked 50u, released at its end unless a withdrawal comes first. */
  const term = {
    first_month: '2026-10',
    last_month: '2026-11',
    started_at: 1_790_726_400,
    ends_at: 1_796_083_200,
    locked: 5_000,
    forfeited: false,
  };
  const withTerm = (fixed_deposit_term: typeof term | null) => ({ withdrawInfo: { ...info, fixed_deposit_term } });

  it('warns that withdrawing now forfeits the locked bonus, and when the term ends', async () => {
    renderWithdraw({ answers: withTerm(term) });
    expect(await screen.findByTestId('withdraw-fixed-deposit')).toHaveTextContent(
      `Withdrawing now forfeits your locked fixed-deposit bonus of 50u (the term ends on ${fixedDepositPayoutDate(term.last_month)}).`,
    );
  });

  it.each([
    ['no term', null],
    ['a term forfeited already', { ...term, forfeited: true }],
    ['a term with nothing locked yet', { ...term, locked: 0 }],
  ])('with %s, warns of nothing and asks the code at once', async (_case, fixedDepositTerm) => {
    renderWithdraw({ answers: withTerm(fixedDepositTerm) });
    await screen.findAllByRole('radio');
    expect(screen.queryByTestId('withdraw-fixed-deposit')).toBeNull();
    typeAmount('150');
    await codePopupOpenAfter(submit);
    expect(screen.queryByText(/forfeits your locked/)).toBeNull();
  });

  it('has the member confirm the forfeit before the code: cancel sends nothing', async () => {
    const view = renderWithdraw({ answers: withTerm(term) });
    await screen.findAllByRole('radio');
    typeAmount('150');
    submit();
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      "This withdrawal forfeits your locked fixed-deposit bonus of 50u: it will not be released at the term's end. Withdraw anyway?",
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Enter your security code')).not.toBeInTheDocument();
    expect(view.named('withdrawAction')).toEqual([]);
  });

  it('once confirmed, asks the security code and withdraws', async () => {
    const view = renderWithdraw({ answers: withTerm(term) });
    await screen.findAllByRole('radio');
    typeAmount('150');
    submit();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw anyway' }));
    await codePopupOpen();
    press('246810');
    await waitFor(() =>
      expect(view.named('withdrawAction').map((c) => c.body)).toEqual([{ type: 1, index: 0, money: 15_000, securityCode: '246810' }]),
    );
  });

  it('warns in the user language', async () => {
    renderScreen(<WithdrawScreen />, {
      path: '/Withdraw',
      locale: 'zh',
      user: fakeUser(),
      answers: { ...withTerm(term), safetyInfo: { isTrue: true }, withdrawReviewList: [] },
    });
    expect(await screen.findByTestId('withdraw-fixed-deposit')).toHaveTextContent(
      `现在提现将失去已锁定的定存奖励 50u（定存期于 ${fixedDepositPayoutDate(term.last_month)} 结束）。`,
    );
  });
});

/**
 * The screen on the real api client, whose network drops answers: the server applies a withdrawal once per
 * Idempotency-Key (as api/src/http/idempotency.ts does), so what matters is which keys the requests carry.
 */
function flakyServer(lost: (attempt: number) => boolean) {
  const keys: string[] = [];
  const applied = new Set<string>();
  let issued = 0;
  const client = createApiClient({
    baseURL: () => 'http://api.test',
    token: () => 'tok-7',
    locale: () => 'en',
    ui: { loading: () => undefined, fail: () => undefined },
    onSessionEnd: () => undefined,
    networkMessage: () => 'Network error, please try again',
    maxAttempts: 2,
    sleep: async () => undefined,
    newIdempotencyKey: () => `key-${++issued}`,
    fetch: async (_url, request) => {
      const key = String(request.headers['Idempotency-Key']);
      keys.push(key);
      if (lost(keys.length)) {
        applied.add(key); // it reached the server; its answer is lost on the way back
        throw new TypeError('Failed to fetch');
      }
      applied.add(key);
      return { text: async () => JSON.stringify({ code: 1, msg: 'Submitted successfully', data: afterWithdrawal }) };
    },
  });
  const answers: FakeAnswers = { withdrawAction: (body) => client.call('withdrawAction', body) };
  return { answers, keys, withdrawals: () => applied.size };
}

describe('WithdrawScreen on a flaky network', () => {
  it('retries one submit with one Idempotency-Key, so a lost answer withdraws once', async () => {
    const server = flakyServer((attempt) => attempt === 1);
    renderWithdraw({ answers: server.answers });
    await screen.findAllByRole('radio');
    await withdraw('100');
    expect(await screen.findByText('Withdrawal submitted')).toBeInTheDocument();
    expect(server.keys).toEqual(['key-1', 'key-1']);
    expect(server.withdrawals()).toBe(1);
  });

  it('asks the balance again when a submit got no answer, and gives the next submit a new key', async () => {
    const server = flakyServer((attempt) => attempt <= 2);
    const view = renderWithdraw({ answers: server.answers });
    await screen.findAllByRole('radio');
    await withdraw('100');
    await waitFor(() => expect(server.keys).toEqual(['key-1', 'key-1']));
    // The mount's call, then the one after the lost answer (the screen's silent 10 s watch aside).
    await waitFor(() => expect(view.named('withdrawInfo').filter((call) => !call.silent)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveClass('adm-button-loading'));
    expect(screen.queryByText('Withdrawal submitted')).not.toBeInTheDocument();
    submit();
    await codePopupOpen();
    press('246810');
    expect(await screen.findByText('Withdrawal submitted')).toBeInTheDocument();
    expect(server.keys).toEqual(['key-1', 'key-1', 'key-2']);
  });
});

describe('WithdrawScreen and identity verification', () => {
  beforeAll(() => Globals.assign({ skipAnimation: true }));
  afterAll(() => Globals.assign({ skipAnimation: false }));
  const status: VerificationStatus = {
    level: 'none',
    legal_name: null,
    birth_date: null,
    thresholds: { basic_above: 100_000, full_above: 500_000 },
    pending: null,
    rejected: null,
  };

  it('says what large withdrawals need before an amount is typed, with the way to /baseinfo', async () => {
    const view = renderWithdraw({ answers: { verificationStatus: status } });
    const card = await screen.findByTestId('withdraw-verification');
    expect(card).toHaveTextContent('Identity verification: not verified');
    expect(card).toHaveTextContent('Withdrawals above 1000u need basic verification (legal name and date of birth), above 5000u full');
    fireEvent.click(screen.getByTestId('withdraw-verify'));
    await waitFor(() => expect(view.location()).toBe('/baseinfo'));
  });

  it('offers no verification to a fully verified member', async () => {
    renderWithdraw({ answers: { verificationStatus: { ...status, level: 'full' } } });
    expect(await screen.findByTestId('withdraw-verification')).toHaveTextContent('Identity verification: full');
    expect(screen.queryByTestId('withdraw-verify')).toBeNull();
  });

  it('on a refusal for the level, says what is needed and why, and leads to /baseinfo', async () => {
    const refusal =
      'This withdrawal of 150u is above 100u: it needs basic verification (your legal name and date of birth). Verify on your profile page';
    const view = renderWithdraw({
      answers: {
        verificationStatus: status,
        withdrawAction: () => {
          throw new ApiError(30080, refusal);
        },
      },
    });
    await screen.findAllByRole('radio');
    await withdraw('150');
    expect(await screen.findByTestId('withdraw-level-refusal')).toHaveTextContent(refusal);
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(view.location()).toBe('/baseinfo'));
  });
});
