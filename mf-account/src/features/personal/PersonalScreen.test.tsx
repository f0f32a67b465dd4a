import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { callKey, serviceLinkKey } from 'shared-contracts/platform';
import { fakeUser } from 'shared-contracts/testing';
import { Route, Routes, useNavigate } from 'shared-contracts/routing';
import { renderScreen } from '../../testing/renderScreen';
import { PersonalScreen } from './PersonalScreen';

const member = fakeUser({ username: 'alice01', money: 123_456, yesterday_profit: 250, today_profit: -75, avatar: 3 });

function renderPersonal(answers = {}) {
  return renderScreen(<PersonalScreen />, {
    path: '/personal',
    user: fakeUser({ money: 100 }),
    answers: { userInfo: member, messageUnread: { unread: 0 }, kefu: { line: '', email: 'help@example.com' }, ...answers },
  });
}

describe('PersonalScreen', () => {
  it('shows the name, member label, profits and total assets from userInfo, formatted with u', async () => {
    const view = renderPersonal();
    expect(await screen.findByText('alice01')).toBeInTheDocument();
    expect(screen.getByTestId('total-assets')).toHaveTextContent('1234.56u');
    expect(screen.getByTestId('yesterday-profit')).toHaveTextContent('2.5u');
    expect(screen.getByTestId('today-profit')).toHaveTextContent('-0.75u');
    expect(screen.getByText('Member benefits')).toBeInTheDocument();
    expect(view.session.user()?.money).toBe(123_456);
  });

  it("shows the operator's support e-mail address from kefu", async () => {
    renderPersonal();
    expect(await screen.findByText('Support e-mail: help@example.com')).toBeInTheDocument();
  });

  it('shows no support e-mail address when the operator has configured none', async () => {
    const view = renderPersonal({ kefu: { line: '', email: '' } });
    await screen.findByText('alice01');
    await waitFor(() => expect(view.queryClient.getQueryData(serviceLinkKey)).toEqual({ line: '', email: '' }));
    expect(screen.queryByText(/Support e-mail/)).toBeNull();
  });

  it('abandons its userInfo call when the member leaves before the answer', async () => {
    let signal: AbortSignal | undefined;
    const view = renderPersonal({
      userInfo: (_body: unknown, options: { signal?: AbortSignal }) => {
        signal = options.signal;
        return new Promise(() => undefined);
      },
    });
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal!.aborted).toBe(false);
    view.unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('labels a guest as a visitor', async () => {
    renderPersonal({ userInfo: fakeUser({ group_id: 2 }) });
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
  });

  it("follows the session's balance (a bet or a withdrawal elsewhere on the page)", async () => {
    const view = renderPersonal();
    await screen.findByText('alice01');
    act(() => view.session.setMoney(5));
    expect(screen.getByTestId('total-assets')).toHaveTextContent('0.05u');
  });

  it('follows a balance changed on the server while the screen is open (an approved deposit), without a toast', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let money = 123_456;
    const view = renderPersonal({ userInfo: () => ({ ...member, money }) });
    await waitFor(() => expect(screen.getByTestId('total-assets')).toHaveTextContent('1234.56u'));
    money = 133_456;
    await act(async () => void (await jest.advanceTimersByTimeAsync(10_000)));
    await waitFor(() => expect(screen.getByTestId('total-assets')).toHaveTextContent('1334.56u'));
    expect(view.named('userInfo').at(-1)!.silent).toBe(true);
    jest.useRealTimers();
  });

  it('deposit goes to /Recharge with the deposit address, or an empty one when the server gives none', async () => {
    const view = renderPersonal({ rechargeInfo: { address: 'TXabc', bonus_percent: 10, window_minutes: 30 } });
    await screen.findByText('alice01');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(view.location()).toBe('/Recharge?czqbdz=TXabc'));
    expect(view.named('rechargeInfo')[0]!.silent).toBe(true);

    view.unmount();
    const other = renderPersonal({
      rechargeInfo: () => {
        throw new ApiError(30001, 'none');
      },
    });
    await screen.findByText('alice01');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(other.location()).toBe('/Recharge?czqbdz='));
  });

  it('withdraw carries the group; the avatar opens base info with the name', async () => {
    const view = renderPersonal();
    await screen.findByText('alice01');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(view.location()).toBe('/Withdraw?group_id=1');
    fireEvent.click(screen.getByRole('button', { name: 'Avatar' }));
    expect(view.location()).toBe('/baseinfo?name=alice01');
  });

  it.each([
    ['Account info', '/setting?type=2'],
    ['History bills', '/BetRecord'],
    ['Fund detail', '/CapitalDetail'],
    ['Activity announcements', '/announcement'],
    ['In-site messages', '/Notice'],
  ])('%s goes to %s', async (entry, to) => {
    const view = renderPersonal();
    await screen.findByText('alice01');
    fireEvent.click(screen.getByText(entry));
    expect(view.location()).toBe(to);
  });

  it('customer service opens the kefu link outside the app', async () => {
    const target = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    renderPersonal({ kefu: { line: 'https://chat.example/room', email: '' } });
    await screen.findByText('alice01');
    fireEvent.click(screen.getByText('Customer service'));
    await waitFor(() => expect(target.location.href).toBe('https://chat.example/room'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    open.mockRestore();
  });

  it('log out revokes the token, clears the session and goes to /login', async () => {
    const view = renderPersonal({ logout: null });
    await screen.findByText('alice01');
    fireEvent.click(screen.getByText('Log out'));
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(view.named('logout')).toHaveLength(1);
    expect(view.session.token()).toBeNull();
    expect(view.events).toContain('auth:logout');
  });

  it('settings and share icons lead to /setting?type=1 and /shareFriend', async () => {
    const view = renderPersonal();
    await screen.findByText('alice01');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(view.location()).toBe('/setting?type=1');
    fireEvent.click(screen.getByRole('button', { name: 'Share with friends' }));
    expect(view.location()).toBe('/shareFriend');
  });

  it('badges the in-site messages entry with the unread count, hidden at 0', async () => {
    const view = renderPersonal({ messageUnread: { unread: 3 } });
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3');
    expect(screen.getByLabelText('3 unread')).toBeInTheDocument();
    expect(view.named('messageUnread')[0]!.silent).toBe(true);
    // What /Notice (mf-content) writes once a message is opened.
    act(() => view.queryClient.setQueryData(callKey('messageUnread'), { unread: 0 }));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  });

  it('asks the unread count again when the page comes back to the foreground', async () => {
    let unread = 2;
    const view = renderPersonal({ messageUnread: () => ({ unread }) });
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('2');
    unread = 4;
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('4'));
    expect(view.named('userInfo')).toHaveLength(1);
    act(() => focusManager.setFocused(undefined));
  });

  it('asks the unread count again each time the page shows', async () => {
    let unread = 2;
    function Elsewhere() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/personal')}>Back to me</button>;
    }
    const view = renderScreen(
      <Routes>
        <Route path="/personal" element={<PersonalScreen />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>,
      { path: '/personal', user: fakeUser(), answers: { userInfo: member, messageUnread: () => ({ unread }) } },
    );
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('2');
    fireEvent.click(screen.getByText('In-site messages'));
    unread = 1;
    fireEvent.click(await screen.findByText('Back to me'));
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('1'));
    expect(view.named('messageUnread')).toHaveLength(2);
  });
});
