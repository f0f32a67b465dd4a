import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatTime } from 'shared-contracts';
import type { FundLog, TurnoverLog } from 'shared-contracts/api';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { CapitalDetailScreen } from './CapitalDetailScreen';

const AT = Date.parse('2026-05-01T10:00:00Z') / 1000;

function log(overrides: Partial<FundLog>): FundLog {
  return { id: 1, createtime: AT, type: 0, mark: 'USDT deposit', status: 1, quantity: 10_000, delta: 10_000, over: 10_000, ...overrides };
}

const logs = [
  log({ id: 5, type: 1, status: 0, mark: 'USDT withdrawal', quantity: 10_000, delta: -10_000, over: 2_050 }),
  log({ id: 4, type: 3, status: 1, mark: 'Win, round 20260501001', quantity: 1_980, delta: 1_980, over: 12_050 }),
  log({ id: 3, type: 2, status: 1, mark: 'Bet, round 20260501001', quantity: 1_000, delta: -1_000, over: 10_070 }),
  log({ id: 2, type: 4, status: 1, mark: 'USDT deposit bonus 10%', quantity: 1_000, delta: 1_000, over: 11_070 }),
  log({ id: 1, type: 0, status: 2, mark: 'USDT deposit request', quantity: 5_000, delta: 0, over: 0 }),
];

/** What a deposit, a bonus or an order counted on its own carries of a round: nothing. */
const NONE = { returned: null, game_id: null, issue: null };
const movements: TurnoverLog[] = [
  {
    id: 4,
    createtime: AT + 60,
    kind: 'play',
    amount: 20_000,
    delta: -1_000,
    left: 0,
    ref: 'round:1:202605010002:7',
    returned: 19_800,
    game_id: 1,
    issue: '202605010002',
  },
  // Counted per order, before the rule of issue 38.
  { id: 3, createtime: AT + 30, kind: 'play', amount: 1_000, delta: -1_000, left: 1_000, ref: '202605010001', ...NONE },
  { id: 2, createtime: AT, kind: 'bonus', amount: 1_000, delta: 1_000, left: 2_000, ref: '12', ...NONE },
  { id: 1, createtime: AT, kind: 'deposit', amount: 10_000, delta: 10_000, left: 10_000, ref: '11', ...NONE },
];

function renderTurnover({ path = '/CapitalDetail?tab=turnover', locale }: { path?: string; locale?: 'tw' } = {}) {
  return renderScreen(<CapitalDetailScreen />, {
    path,
    locale,
    user: fakeUser(),
    answers: {
      quantityLogList: (body) => (body?.page === 1 ? logs : []),
      turnoverLogList: (body) => (body?.page === 1 ? movements : []),
    },
  });
}

function renderFundLog(answer: FundLog[] = logs) {
  return renderScreen(<CapitalDetailScreen />, {
    path: '/CapitalDetail',
    user: fakeUser(),
    answers: { quantityLogList: (body) => (body?.page === 1 ? answer : []) },
  });
}

describe('CapitalDetailScreen', () => {
  it('shows each entry with its type, mark, signed amount, status, balance after and time', async () => {
    renderFundLog();
    const rows = await screen.findAllByTestId('fund-row');
    const cells = (id: string) => rows.map((row) => within(row).getByTestId(id).textContent);
    expect(cells('fund-amount')).toEqual(['-100u', '+19.8u', '-10u', '+10u', '50u']);
    expect(cells('fund-status')).toEqual(['Pending review', 'Passed', 'Passed', 'Passed', 'Rejected']);
    expect(cells('fund-over')).toEqual(['Balance 20.5u', 'Balance 120.5u', 'Balance 100.7u', 'Balance 110.7u', 'Balance 0u']);
    expect(rows[0]).toHaveTextContent('Withdrawal');
    expect(rows[0]).toHaveTextContent('USDT withdrawal');
    expect(rows[1]).toHaveTextContent('Profit');
    expect(rows[2]).toHaveTextContent('Purchase');
    expect(rows[3]).toHaveTextContent('Gift');
    expect(rows[4]).toHaveTextContent('Deposit');
    expect(rows[0]).toHaveTextContent(formatTime(AT));
    expect(await screen.findByText('--END--')).toBeInTheDocument();
  });

  it('shows the labels in the user language', async () => {
    renderScreen(<CapitalDetailScreen />, {
      locale: 'tw',
      user: fakeUser(),
      answers: { quantityLogList: (body) => (body?.page === 1 ? logs.slice(0, 1) : []) },
    });
    const row = await screen.findByTestId('fund-row');
    expect(row).toHaveTextContent('提現');
    expect(row).toHaveTextContent('待審核');
    expect(row).toHaveTextContent('餘額 20.5u');
  });

  it("shows a withdrawal's payout shortened (the whole hash in its title, copied on a tap), and a flagged one as being checked", async () => {
    const paidTx = `0x1234${'0'.repeat(56)}abcd`;
    const checkedTx = `0x9876${'5'.repeat(56)}ef01`;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderFundLog([
      log({ id: 9, type: 1, status: 1, mark: 'USDT withdrawal', delta: -10_000, payout_tx: paidTx, payout_state: 'confirmed' }),
      log({ id: 8, type: 1, status: 1, mark: 'USDT withdrawal', delta: -10_000, payout_tx: checkedTx, payout_state: 'mismatch' }),
      log({ id: 7, type: 1, status: 1, mark: 'Bank withdrawal', delta: -10_000 }),
    ]);
    const [paid, checked, bank] = await screen.findAllByTestId('fund-row');
    const payout = within(paid!).getByTestId('fund-payout');
    expect(payout).toHaveTextContent(/^Paid, tx 0x1234…abcd$/);
    expect(payout).toHaveAttribute('title', paidTx);
    expect(within(paid!).queryByTestId('fund-payout-checking')).toBeNull();
    expect(within(checked!).getByTestId('fund-payout')).toHaveTextContent('Paid, tx 0x9876…ef01');
    expect(within(checked!).getByTestId('fund-payout-checking')).toHaveTextContent('We are checking this payment');
    expect(within(bank!).queryByTestId('fund-payout')).toBeNull();
    fireEvent.click(payout);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(paidTx));
    expect(await screen.findByText('Transaction hash copied')).toBeInTheDocument();
  });

  it("shows the cashier's reason on a rejected withdrawal, in the user's language, and no reason line elsewhere", async () => {
    renderScreen(<CapitalDetailScreen />, {
      locale: 'tw',
      user: fakeUser(),
      answers: {
        quantityLogList: (body) =>
          body?.page === 1
            ? [
                log({ id: 5, type: 1, status: 2, delta: 10_000, mark: '提現被拒絕，已退回（原因：錢包不是本人的）' }),
                log({ id: 4, type: 1, status: 2, delta: -10_000, reason: '錢包不是本人的' }),
              ]
            : [],
      },
    });
    const [returned, rejected] = await screen.findAllByTestId('fund-row');
    expect(within(rejected!).getByTestId('fund-reason')).toHaveTextContent('駁回原因：錢包不是本人的');
    expect(within(returned!).queryByTestId('fund-reason')).toBeNull();
  });

  it('shows the payout in the user language', async () => {
    renderScreen(<CapitalDetailScreen />, {
      locale: 'tw',
      user: fakeUser(),
      answers: {
        quantityLogList: (body) =>
          body?.page === 1 ? [log({ type: 1, delta: -10_000, payout_tx: `0xabcd${'1'.repeat(56)}9999`, payout_state: 'unconfirmed' })] : [],
      },
    });
    const row = await screen.findByTestId('fund-row');
    expect(within(row).getByTestId('fund-payout')).toHaveTextContent('已付款，交易 0xabcd…9999');
    expect(within(row).getByTestId('fund-payout-checking')).toHaveTextContent('此筆付款正在核對中');
  });

  it('asks the last 7 days of every type first, then the type chosen: deposit 0, the others their index minus one', async () => {
    const view = renderFundLog([]);
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    const first = view.named('quantityLogList')[0]!.body as Record<string, unknown>;
    expect('type' in first).toBe(false);
    expect((Date.parse(String(first.end_date)) - Date.parse(String(first.begin_date))) / 86_400_000).toBe(6);

    const sentType = async (option: string) => {
      const before = view.named('quantityLogList').length;
      fireEvent.click(screen.getByRole('radio', { name: option }));
      expect(screen.getByRole('radio', { name: option })).toHaveAttribute('aria-checked', 'true');
      await waitFor(() => expect(view.named('quantityLogList').length).toBeGreaterThan(before));
      return view.named('quantityLogList').at(-1)!.body as Record<string, unknown>;
    };
    expect(await sentType('Deposit')).toEqual({ ...first, type: 0, page: 1 });
    expect((await sentType('Withdrawal')).type).toBe(1);
    expect((await sentType('Purchase')).type).toBe(2);
    expect((await sentType('Profit')).type).toBe(3);
    expect((await sentType('Gift')).type).toBe(4);
    expect('type' in (await sentType('All'))).toBe(false);
  });

  it('asks the range the date filter applies, keeping the type', async () => {
    const view = renderFundLog([]);
    await screen.findByText('None yet');
    fireEvent.click(screen.getByRole('radio', { name: 'Gift' }));
    fireEvent.click(screen.getByText('Filter'));
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2020-01-02' } });
    fireEvent.click(screen.getByText('Apply'));
    await waitFor(() => expect(view.named('quantityLogList').at(-1)!.body).toMatchObject({ begin_date: '2020-01-02', type: 4, page: 1 }));
    expect(screen.getByText(/^2020-01-02 to /)).toBeInTheDocument();
  });

  it('lists the turnover movements on its tab, newest first: what added to it, what was played, and the left after each', async () => {
    const view = renderTurnover();
    const rows = await screen.findAllByTestId('turnover-row');
    const cells = (id: string) => rows.map((row) => within(row).getByTestId(id).textContent);
    expect(cells('turnover-delta')).toEqual(['-10u played', '-10u played', '+10u required', '+100u required']);
    expect(cells('turnover-left')).toEqual(['Left 0u', 'Left 10u', 'Left 20u', 'Left 100u']);
    expect(rows[0]).toHaveTextContent('Bet');
    expect(rows[0]).toHaveTextContent('Round 202605010002: 200u staked, 198u of it back whatever the draw (not counted)');
    expect(rows[1]).toHaveTextContent('10u staked, order 202605010001');
    expect(rows[2]).toHaveTextContent('Bonus');
    expect(rows[2]).toHaveTextContent('10u bonus');
    expect(rows[3]).toHaveTextContent('Deposit');
    expect(rows[3]).toHaveTextContent('100u deposited');
    expect(rows[3]).toHaveTextContent(formatTime(AT));
    expect(
      screen.getByText(/^Deposits and bonuses add to the turnover required; settled bets count it down by the part at risk/),
    ).toBeInTheDocument();
    expect(await screen.findByText('--END--')).toBeInTheDocument();
    expect(view.named('turnoverLogList').map((call) => call.body)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(view.named('quantityLogList')).toEqual([]);
    // The date filter is the fund log's: the statement has none.
    expect(screen.queryByText('Filter')).toBeNull();
  });

  it('opens on the fund log, and its Turnover tab shows the statement, kept in the address', async () => {
    const view = renderTurnover({ path: '/CapitalDetail' });
    await screen.findAllByTestId('fund-row');
    expect(view.named('turnoverLogList')).toEqual([]);
    fireEvent.click(screen.getByText('Turnover'));
    expect(await screen.findAllByTestId('turnover-row')).toHaveLength(4);
    expect(view.location()).toBe('/CapitalDetail?tab=turnover');
    fireEvent.click(screen.getByText('Fund log'));
    expect(await screen.findAllByTestId('fund-row')).toHaveLength(5);
  });

  it('shows the turnover statement in the user language', async () => {
    renderTurnover({ locale: 'tw' });
    const [play, , bonus] = await screen.findAllByTestId('turnover-row');
    expect(play).toHaveTextContent('投注');
    expect(play).toHaveTextContent('完成 -10u');
    expect(play).toHaveTextContent('剩餘 0u');
    expect(bonus).toHaveTextContent('所需 +10u');
  });
});
