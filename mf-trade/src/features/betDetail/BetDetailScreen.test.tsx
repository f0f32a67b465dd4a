import { screen } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { BetDetailScreen } from './BetDetailScreen';
import { searchRange } from './api/order';

const at = (item: unknown) => `/betDetail?item=${encodeURIComponent(JSON.stringify(item))}`;

describe('BetDetailScreen', () => {
  it('shows the order as the server has it, not as the link says', async () => {
    const tampered = { ...order(), profit: 999_999, whether_hit: 1, quantity: 1 };
    const view = renderScreen(<BetDetailScreen />, {
      path: at(tampered),
      user: fakeUser(),
      answers: {
        orderList: (body) =>
          body?.page === 2
            ? [order({ whether_hit: 0, profit: -1000, draw: { site_1: 1, site_2: 2, site_3: 3, code: 6 } })]
            : body?.page === 1
              ? [order({ orderNo: 'other' })]
              : [],
      },
    });
    expect(await screen.findByTestId('detail-stamp')).toHaveTextContent('Lost');
    expect(screen.getByTestId('detail-profit')).toHaveTextContent('-10u');
    expect(screen.getByTestId('detail-amount')).toHaveTextContent('10u');
    expect(screen.getByText(order().orderNo)).toBeInTheDocument();
    expect(screen.getByText("Check this round's draw").closest('a')).toHaveAttribute('href', '/verify?game_id=1&issue=20261122001');
    expect(view.named('orderList').map((c) => (c.body as { page: number }).page)).toEqual([1, 2]);
  });

  it('says what was drawn, each leg with its odds and which one won, and a partly won order with its net', async () => {
    // Long and Number 5 at 27.5u each; the round drew 9 9 1 = 19: Long paid 54.45u of the 55u staked.
    const partly = order({
      play_type: '1,105',
      quantity: 5500,
      profit: -55,
      legs: [
        { class: 1, class_name: 'Long', odds: '1.98', money: 2750, win: true, payout: 5445 },
        { class: 105, class_name: 'Number 5', odds: '45.23', money: 2750, win: false, payout: 0 },
      ],
      draw: { site_1: 9, site_2: 9, site_3: 1, code: 19 },
    });
    renderScreen(<BetDetailScreen />, {
      path: at(partly),
      user: fakeUser(),
      answers: { orderList: (body) => (body?.page === 1 ? [partly] : []) },
    });
    expect(await screen.findByTestId('detail-stamp')).toHaveTextContent('Partly won');
    expect(screen.getByTestId('detail-profit')).toHaveTextContent('-0.55u');
    expect(screen.getByTestId('detail-draw')).toHaveTextContent('991=19');
    const legs = screen.getAllByTestId('detail-leg');
    expect(legs.map((leg) => leg.textContent)).toEqual(['Long27.5u at odds 1.98Won, paid 54.45u', 'Number 527.5u at odds 45.23Lost']);
    expect(legs.map((leg) => leg.getAttribute('data-win'))).toEqual(['true', 'false']);
    expect(screen.getByTestId('detail-paid')).toHaveTextContent('54.45u');
    expect(screen.getByText("Check this round's draw").closest('a')).toHaveAttribute('href', '/verify?game_id=1&issue=20261122001');
  });

  it('stamps an order of a voided round voided, with the reason and the refund', async () => {
    const voided = order({ status: 2, voided: { reason: 'engine fault', voided_at: 1_767_225_600, refund: 1000 } });
    renderScreen(<BetDetailScreen />, {
      path: at(voided),
      user: fakeUser(),
      answers: { orderList: (body) => (body?.page === 1 ? [voided] : []) },
    });
    expect(await screen.findByTestId('detail-stamp')).toHaveTextContent('Voided');
    expect(screen.getByTestId('detail-void-reason')).toHaveTextContent('engine fault');
    expect(screen.getByTestId('detail-refund')).toHaveTextContent('10u');
    expect(screen.getByTestId('detail-profit')).toHaveTextContent('--');
  });

  it('shows dashes and the pending stamp for an order not settled yet', async () => {
    renderScreen(<BetDetailScreen />, {
      path: at(order()),
      user: fakeUser(),
      answers: { orderList: (body) => (body?.page === 1 ? [order({ status: 0, whether_hit: 0, profit: 0 })] : []) },
    });
    expect(await screen.findByTestId('detail-stamp')).toHaveTextContent('Pending');
    expect(screen.getByTestId('detail-profit')).toHaveTextContent('--');
    expect(screen.getByTestId('detail-draw')).toHaveTextContent('Not drawn yet');
  });

  it('says so when the order is not among the member orders, or none is named', async () => {
    renderScreen(<BetDetailScreen />, {
      path: at({ orderNo: 'made-up', createtime: 1_795_000_000 }),
      user: fakeUser(),
      answers: { orderList: [] },
    });
    expect(await screen.findByText('This order is not among your orders.')).toBeInTheDocument();
  });

  it('asks nothing without an order', () => {
    const view = renderScreen(<BetDetailScreen />, { path: '/betDetail?item=nonsense', user: fakeUser() });
    expect(screen.getByText('No order given: open one from the history bills.')).toBeInTheDocument();
    expect(view.calls).toEqual([]);
  });
});

describe('searchRange', () => {
  // 2026-11-20 12:00 UTC is 20:00 in Taipei: the lottery's day is the 20th.
  const placed = Date.UTC(2026, 10, 20, 12) / 1000;

  it("looks a day either side of the lottery's placing day, never after the lottery's today", () => {
    expect(searchRange(placed, 'Asia/Taipei', Date.UTC(2026, 10, 25))).toEqual({ begin_date: '2026-11-19', end_date: '2026-11-21' });
    expect(searchRange(placed, 'Asia/Taipei', Date.UTC(2026, 10, 20, 13))).toEqual({ begin_date: '2026-11-19', end_date: '2026-11-20' });
  });

  it("counts the lottery's days, not the phone's: placed at 00:30 in Taipei is the 21st there, the 20th in UTC", () => {
    const afterMidnight = Date.UTC(2026, 10, 20, 16, 30) / 1000;
    expect(searchRange(afterMidnight, 'Asia/Taipei', Date.UTC(2026, 10, 20, 16, 35))).toEqual({
      begin_date: '2026-11-20',
      end_date: '2026-11-21',
    });
  });
});
