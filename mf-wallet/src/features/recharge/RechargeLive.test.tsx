import { Globals } from '@react-spring/web';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DepositRequest } from 'shared-contracts/api';
import { createFakeLive, fakeUser, WithFakeLive } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { RechargeScreen } from './RechargeScreen';

Globals.assign({ skipAnimation: true });

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const promotion = { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 };
const info = { address: ADDRESS, bonus_percent: 10, promotion, window_minutes: 30 };
const NOW = Date.parse('2026-05-01T10:00:00Z') / 1000;

function request(overrides: Partial<DepositRequest> = {}): DepositRequest {
  return { id: 7, amount: 10_000, bonus: 1_000, state: 'pending', createtime: NOW, expires_at: NOW + 1800, address: ADDRESS, ...overrides };
}

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('/Recharge on the live channel', () => {
  afterEach(() => jest.useRealTimers());

  it('polls no list while the channel is open; a frame saying the deposits changed asks page 1 again at once', async () => {
    jest.useFakeTimers({ now: NOW * 1000, advanceTimers: true });
    let state: DepositRequest['state'] = 'pending';
    const live = createFakeLive();
    const view = renderScreen(
      <WithFakeLive live={live}>
        <RechargeScreen />
      </WithFakeLive>,
      {
        path: '/Recharge?czqbdz=TFakeAddressFromTheQuery',
        user: fakeUser(),
        answers: {
          rechargeInfo: info,
          recharge: () => request(),
          rechargeList: (body) => (body?.page === 1 ? [request({ state })] : []),
          userInfo: () => fakeUser({ money: 11_000 }),
        },
      },
    );
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.latest().frame({ event: 'games', data: [] });
    fireEvent.change(await screen.findByLabelText('Quantity (u)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('deposit-state')).toHaveTextContent('Pending'));
    await flush();
    const asked = view.named('rechargeList').length;
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(view.named('rechargeList')).toHaveLength(asked);

    state = 'credited';
    live.latest().frame({ event: 'me', data: { money: 11_000 } });
    live.latest().frame({ event: 'me', data: { unread: 1, wallet: ['deposits'] } });
    await flush();
    await waitFor(() => expect(screen.getByTestId('deposit-state')).toHaveTextContent('Credited, bonus 10u'));
    expect(view.named('rechargeList')).toHaveLength(asked + 1);
    expect(view.session.user()?.money).toBe(11_000);
  });
});
