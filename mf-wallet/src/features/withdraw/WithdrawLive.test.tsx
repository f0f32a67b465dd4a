import { Globals } from '@react-spring/web';
import { act, screen, waitFor } from '@testing-library/react';
import type { CallResponse } from 'shared-contracts/api';
import { createFakeLive, fakeUser, WithFakeLive, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { WithdrawScreen } from './WithdrawScreen';

Globals.assign({ skipAnimation: true });

const info = {
  money: 50_000,
  turnover: { left: 0, required: 55_000, played: 55_000 },
  fixed_deposit_term: null,
  held_until: null,
  usdt_address: [{ acc_name: 'USDT-TRC20', acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }],
  bank_address: [],
};

function renderWithdraw(answers: FakeAnswers = {}) {
  const live = createFakeLive();
  const view = renderScreen(
    <WithFakeLive live={live}>
      <WithdrawScreen />
    </WithFakeLive>,
    {
      path: '/Withdraw?group_id=1',
      history: ['/personal'],
      user: fakeUser({ money: 50_000 }),
      answers: { withdrawInfo: info, safetyInfo: { isTrue: true }, withdrawReviewList: [], ...answers },
    },
  );
  return { ...view, live };
}

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('/Withdraw on the live channel', () => {
  afterEach(() => jest.useRealTimers());

  it('asks nothing every 10 s while the channel is open; a decided withdrawal or a moved balance asks again at once', async () => {
    jest.useFakeTimers();
    let reviewing: CallResponse<'withdrawReviewList'> = [{ id: 4, amount: 20_000, createtime: 1 }];
    const view = renderWithdraw({ withdrawReviewList: () => reviewing });
    await screen.findByTestId('withdraw-total');
    await waitFor(() => expect(view.live.streams).toHaveLength(1));
    view.live.latest().frame({ event: 'games', data: [] });
    await flush();
    const asked = () => [view.named('withdrawInfo').length, view.named('withdrawReviewList').length];
    const before = asked();
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(asked()).toEqual(before);

    reviewing = [];
    view.live.latest().frame({ event: 'me', data: { unread: 1, wallet: ['withdrawals'] } });
    await flush();
    expect(asked()).toEqual([before[0]! + 1, before[1]! + 1]);
    view.live.latest().frame({ event: 'me', data: { money: 48_000 } });
    await flush();
    expect(view.named('withdrawInfo')).toHaveLength(before[0]! + 2);
    // An operator's waiver moves the turnover left, not the balance.
    view.live.latest().frame({ event: 'me', data: { wallet: ['turnover'] } });
    await flush();
    expect(view.named('withdrawInfo')).toHaveLength(before[0]! + 3);
    // Another list's change (a deposit) asks nothing here.
    view.live.latest().frame({ event: 'me', data: { wallet: ['deposits'] } });
    await flush();
    expect(view.named('withdrawInfo')).toHaveLength(before[0]! + 3);
  });

  it('asks again every 10 s while the channel is down', async () => {
    jest.useFakeTimers();
    const view = renderWithdraw();
    view.live.next({ refuse: { code: 50008, msg: 'Please log in' } });
    await screen.findByTestId('withdraw-total');
    await flush();
    const asked = view.named('withdrawInfo').length;
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(view.named('withdrawInfo').length).toBeGreaterThan(asked);
  });
});
