import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CallResponse } from 'shared-contracts/api';
import { fakeUser, renderScreen } from 'shared-contracts/testing';
import { FIRST_ASK_DELAY_MS, RealityCheck } from './RealityCheck';
import { msToNextCheck } from './realityCheckTimer';

const NOW = Date.parse('2026-05-01T10:00:00Z');
const MINUTE = 60_000;

function session(overrides: Partial<CallResponse<'playSession'>> = {}): CallResponse<'playSession'> {
  // Started 10 minutes ago; 15-minute checks: the first is due in 5 minutes.
  return { started_at: NOW / 1000 - 600, stakes: 12_000, wins: 9_850, net: -2_150, reality_check_minutes: 15, ...overrides };
}

describe('RealityCheck', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => jest.useRealTimers());

  // The dialog's buttons settle their onClick asynchronously: let them finish inside act.
  const press = (text: string) => act(async () => void fireEvent.click(screen.getByText(text)));
  const advance = async (ms: number) => {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  };

  it('shows the time played and the fresh session result every N minutes of the session, then again after continue', async () => {
    let answer = session();
    const view = renderScreen(<RealityCheck />, { path: '/betRoom?id=1', user: fakeUser(), answers: { playSession: () => answer } });
    await advance(FIRST_ASK_DELAY_MS - 1);
    expect(view.named('playSession')).toEqual([]); // the page's own calls first
    await advance(1);
    expect(view.named('playSession')).toEqual([{ name: 'playSession', body: undefined, silent: true }]);

    answer = session({ stakes: 20_000, wins: 17_500, net: -2_500 });
    await advance(5 * MINUTE - FIRST_ASK_DELAY_MS - 1_000);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(1_000);
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog).toHaveTextContent('Time played this session: 15 min');
    expect(dialog).toHaveTextContent('Stakes200u');
    expect(dialog).toHaveTextContent('Wins175u');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('-25u');
    expect(view.location()).toBe('/betRoom?id=1');

    await press('Continue');
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    await advance(15 * MINUTE - 1_000);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(1_000);
    expect(await screen.findByTestId('reality-check')).toHaveTextContent('Time played this session: 30 min');
  });

  it('log out revokes the token, clears the session and goes to /login', async () => {
    const view = renderScreen(<RealityCheck />, {
      path: '/lottery',
      user: fakeUser(),
      answers: { playSession: session({ started_at: NOW / 1000 - 15 * 60 + 6 }), logout: null },
    });
    await advance(FIRST_ASK_DELAY_MS);
    await advance(1_000);
    await screen.findByTestId('reality-check');
    await press('Log out');
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(view.named('logout')).toHaveLength(1);
    expect(view.session.user()).toBeNull();
  });

  it('never shows when the member turned it off, and asks nothing without a session', async () => {
    renderScreen(<RealityCheck />, { user: fakeUser(), answers: { playSession: session({ reality_check_minutes: 0 }) } });
    await advance(120 * MINUTE);
    expect(screen.queryByTestId('reality-check')).toBeNull();

    const visitor = renderScreen(<RealityCheck />, { path: '/login', answers: {} });
    await advance(120 * MINUTE);
    expect(visitor.calls).toEqual([]);
  });

  it('shows in the language of the page', async () => {
    renderScreen(<RealityCheck />, { locale: 'tw', user: fakeUser(), answers: { playSession: session({ reality_check_minutes: 30 }) } });
    await advance(FIRST_ASK_DELAY_MS);
    await advance(20 * MINUTE - FIRST_ASK_DELAY_MS);
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog).toHaveTextContent('您本次已遊戲 30 分鐘。');
    expect(screen.getByText('繼續')).toBeInTheDocument();
  });
});

describe('msToNextCheck', () => {
  it('counts to the next whole multiple of the interval since the session started', () => {
    expect(msToNextCheck(1_000, 15, 1_000_000)).toBe(15 * MINUTE);
    expect(msToNextCheck(1_000, 15, 1_000_000 + 14 * MINUTE)).toBe(MINUTE);
    expect(msToNextCheck(1_000, 15, 1_000_000 + 16 * MINUTE)).toBe(14 * MINUTE);
  });
});
