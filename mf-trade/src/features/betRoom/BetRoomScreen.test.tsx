import { Globals } from '@react-spring/web';
import { ApiError } from 'shared-contracts';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { draw, games, heartbeat, order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { FEED_ROW_PX } from './BetFeed';
import { BetRoomScreen } from './BetRoomScreen';

const ROOM = '/betRoom?id=11&game_id=1&name=Singapore&title=Beginner%20room';
const odds = {
  rule_base: [
    { class: 1, class_name: 'Long', odds: '1.98', min_money: 100, max_money: 1_000_000 },
    { class: 3, class_name: 'Odd', odds: '1.98', min_money: 100, max_money: 1_000_000 },
    { class: 105, class_name: 'Number 5', odds: '45.23', min_money: 100, max_money: 1_000_000 },
  ],
};
const draws = ['001', '000', '999', '998', '997'].map((n, i) => draw(`2026112${n === '001' || n === '000' ? '2' : '1'}${n}`, [i, 1, 2]));

function renderRoom(answers: FakeAnswers = {}) {
  return renderScreen(<BetRoomScreen />, {
    path: ROOM,
    user: fakeUser({ money: 50_000 }),
    answers: { lotteryIndex: games, heart: heartbeat(), issueList: draws, oddsList: odds, ...answers },
  });
}

afterEach(() => focusManager.setFocused(undefined));

describe('BetRoomScreen', () => {
  // Dialogs open and close at once: on a loaded machine a fade outlasted a test and its dialog was still in the page
  // for the next one (two "Confirm" buttons).
  beforeAll(() => Globals.assign({ skipAnimation: true }));
  afterAll(() => Globals.assign({ skipAnimation: false }));
  it('shows the round, the total assets, the last 4 results with a verify link, and the masked feed the api sent', async () => {
    renderRoom();
    expect(await screen.findByText('Round 20261122002 closes in')).toBeInTheDocument();
    expect(screen.getByTestId('room-countdown')).toHaveTextContent(/01:3[45]/);
    expect(screen.getByTestId('room-assets')).toHaveTextContent('500u');
    await waitFor(() => expect(within(screen.getByTestId('room-draws')).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByTestId('room-verify')).toHaveAttribute('href', '/verify?game_id=1&issue=20261122001');
    expect(screen.getByTestId('room-verify')).toHaveTextContent('Verify round 20261122001');
    const bet = within(screen.getByTestId('room-feed')).getByTestId('feed-bet');
    expect(bet).toHaveTextContent('b***9');
    expect(bet).toHaveTextContent('Long,Odd');
    expect(bet).toHaveTextContent('20u');
  });

  it('names the room as the api does in the page language, whatever the query says', async () => {
    renderScreen(<BetRoomScreen />, {
      path: '/betRoom?id=11&game_id=1&name=Tampered&title=Tampered',
      user: fakeUser(),
      answers: { lotteryIndex: games, heart: heartbeat(), issueList: [], oddsList: odds },
    });
    expect(await screen.findByText('Singapore/USDT')).toBeInTheDocument();
    expect(screen.getByText('Beginner room')).toBeInTheDocument();
  });

  it("shows the room's bet limits per option as the api answers them with the room", async () => {
    renderRoom();
    expect(await screen.findByTestId('room-limits')).toHaveTextContent('Bets 1u to 10000u per option');
  });

  it('asks the heartbeat silently, for this room', async () => {
    const { named } = renderRoom();
    await screen.findByTestId('feed-bet');
    expect(named('heart')[0]).toEqual({ name: 'heart', body: { plan_id: 11, game_id: 1 }, silent: true });
  });

  it('says already sealed, closed outside sales hours, and paused by the operator', async () => {
    const sealed = renderRoom({ heart: heartbeat({ issue: { issue: '20261122002', openTime1: 12, whether_close: true } }) });
    expect(await screen.findByText('Round 20261122002 already sealed, draw in')).toBeInTheDocument();
    sealed.unmount();
    const closed = renderRoom({ heart: heartbeat({ issue: null }) });
    expect(await screen.findByText('Closed outside sales hours')).toBeInTheDocument();
    closed.unmount();
    renderRoom({ heart: heartbeat({ game_status: 0 }) });
    expect(await screen.findByText('Paused by the operator: no bets until it resumes')).toBeInTheDocument();
  });

  it('buys several outcomes with the whole quantity split per choice, and shows the new balance', async () => {
    // The server's balance: the heartbeat after the bet reports it too.
    let balance = 50_000;
    const { named, session, events } = renderRoom({
      heart: () => heartbeat({ user_quantity: { money: balance } }),
      playOrder: () => order({ issue: '20261122002', after_quantity: (balance = 49_000), status: 0 }),
    });
    fireEvent.click(await screen.findByTestId('room-go-buy'));
    fireEvent.click(await screen.findByRole('button', { name: /Long/ }));
    fireEvent.click(screen.getByRole('button', { name: /Odd/ }));
    fireEvent.change(within(screen.getByTestId('buy-quantity')).getByRole('textbox'), { target: { value: '11' } });
    expect(screen.getByTestId('buy-per-choice')).toHaveTextContent('5u each × 2 = 10u');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(named('playOrder')).toHaveLength(1));
    expect(named('playOrder')[0]!.body).toEqual({ issue: '20261122002', plan_id: 11, game_id: 1, play_type: '1,3', money: 500 });
    expect(await screen.findByText('Successfully ordered')).toBeInTheDocument();
    expect(session.user()!.money).toBe(49_000);
    expect(events).toContain('wallet:balance');
  });

  it('shows the payout limits before the member types: the largest stake per option for the choice; past it, Buy waits', async () => {
    // Long (sums 14-27) may pay 406u more, the other sums 1,000u: the server's payoutRoom.
    const capacity = Array.from({ length: 28 }, (_, sum) => (sum >= 14 ? 40_600 : 100_000));
    const { named } = renderRoom({
      payoutRoom: () => ({ issue: '20261122002', capacity }),
      playOrder: () => order({ issue: '20261122002', after_quantity: 29_500, status: 0 }),
    });
    fireEvent.click(await screen.findByTestId('room-go-buy'));
    fireEvent.click(await screen.findByRole('button', { name: /Long/ }));
    expect(await screen.findByTestId('buy-payout-limit')).toHaveTextContent('Payout limits: at most 205u each on these outcomes now');
    const field = within(screen.getByTestId('buy-quantity')).getByRole('textbox');
    fireEvent.change(field, { target: { value: '206' } });
    expect(screen.getByTestId('buy-payout-limit')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Long/ }));
    fireEvent.click(screen.getByRole('button', { name: /Number 5/ }));
    expect(screen.getByTestId('buy-payout-limit')).toHaveTextContent('at most 22u each');
    fireEvent.click(screen.getByRole('button', { name: /Number 5/ }));
    fireEvent.click(screen.getByRole('button', { name: /Long/ }));
    fireEvent.change(field, { target: { value: '205' } });
    expect(screen.getByTestId('buy-payout-limit')).not.toHaveAttribute('role');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(named('playOrder')).toHaveLength(1));
    expect(named('playOrder')[0]!.body).toMatchObject({ play_type: '1', money: 20_500 });
    await waitFor(() => expect(named('payoutRoom').length).toBeGreaterThanOrEqual(2)); // asked again after the bet
  });

  it.each([
    // The popup is still sliding in (pointer-events: none): focus the field as a tap would, then type or paste.
    ['typed', (field: HTMLElement) => (field.focus(), userEvent.keyboard('12.7'))],
    ['pasted', (field: HTMLElement) => (field.focus(), userEvent.paste('12.7'))],
  ])('refuses a decimal quantity %s, saying whole units only, and never buys more than was meant', async (_how, enter) => {
    const { named } = renderRoom();
    fireEvent.click(await screen.findByTestId('room-go-buy'));
    fireEvent.click(await screen.findByRole('button', { name: /Long/ }));
    const field = within(screen.getByTestId('buy-quantity')).getByRole('textbox');
    await enter(field);
    expect(field).toHaveValue('12.7');
    expect(screen.getByTestId('buy-per-choice')).toHaveTextContent('Whole units only: remove the decimal point');
    const buy = screen.getByRole('button', { name: 'Buy' });
    expect(buy).toBeDisabled();
    fireEvent.click(buy);
    expect(named('playOrder')).toHaveLength(0);
  });

  it("shows a bet refused by the member's own controls in a dialog, with the server's message, and keeps the buy popup", async () => {
    const refusal = 'This bet would pass your daily loss limit of 50u (net loss today: 45u). It resets at 2026-05-02 00:00.';
    const { named } = renderRoom({
      playOrder: () => {
        throw new ApiError(60002, refusal);
      },
    });
    fireEvent.click(await screen.findByTestId('room-go-buy'));
    fireEvent.click(await screen.findByRole('button', { name: /Long/ }));
    fireEvent.change(within(screen.getByTestId('buy-quantity')).getByRole('textbox'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(named('playOrder')).toHaveLength(1));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(refusal);
    expect(screen.getByTestId('buy-quantity')).toBeInTheDocument();
    // Read, it goes (and is not left over the next test). Its fade-out can outlast waitFor's default 1 s on a busy CI
    // machine (the same wait failed in RechargeScreen's test once).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
  });

  it('tells a member on a time-out so on entering, with Buy and Follow disabled, and sends no bet', async () => {
    const until = Math.floor(Date.UTC(2026, 10, 23, 4, 30) / 1000);
    const { named } = renderRoom({
      playControls: { limits: [], max_stake: { amount: null, pending: null }, reality_check_minutes: 0, break: { kind: 'timeout', until } },
    });
    expect(await screen.findByTestId('room-stop')).toHaveTextContent(
      /^You are on a time-out until 2026-11-23 \d\d:30: you cannot bet until then\.$/,
    );
    expect(screen.getByTestId('room-go-buy')).toBeDisabled();
    expect(named('playControls')[0]).toMatchObject({ silent: true });
    fireEvent.click(within(await screen.findByTestId('feed-bet')).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(/^You are on a time-out until/, { selector: '.adm-toast-main *' })).toBeInTheDocument();
    expect(screen.queryByText('Round 20261122002: Long,Odd, 10u each, 20u in all')).not.toBeInTheDocument();
    expect(named('playOrder')).toHaveLength(0);
  });

  it('tells a member customer service excluded so on entering, with the reason, and Buy disabled', async () => {
    const until = Math.floor(Date.UTC(2027, 4, 23, 4, 30) / 1000);
    const imposed = { reason: 'Your family asked us', since: until - 86_400 };
    renderRoom({
      playControls: {
        limits: [],
        max_stake: { amount: null, pending: null },
        reality_check_minutes: 0,
        break: { kind: 'exclusion', until, imposed },
      },
    });
    expect(await screen.findByTestId('room-stop')).toHaveTextContent(
      /^Customer service has excluded you from play until 2027-05-23 \d\d:30\. Reason: Your family asked us\. You cannot bet until then\.$/,
    );
    expect(screen.getByTestId('room-go-buy')).toBeDisabled();
  });

  it('tells a guest in the room to register, with Buy disabled and Register offered', async () => {
    renderScreen(<BetRoomScreen />, {
      path: ROOM,
      user: fakeUser({ money: 0, group_id: 2 }),
      answers: { lotteryIndex: games, heart: heartbeat({ user_quantity: { money: 0 } }), issueList: draws, oddsList: odds },
    });
    expect(await screen.findByTestId('room-stop')).toHaveTextContent(
      'Dear visitor: please register as a full member to deposit and enter a room',
    );
    expect(screen.getByTestId('room-go-buy')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('lets a member without a break buy as before', async () => {
    renderRoom({ playControls: { limits: [], max_stake: { amount: null, pending: null }, reality_check_minutes: 0, break: null } });
    await screen.findByTestId('feed-bet');
    await waitFor(() => expect(screen.getByTestId('room-go-buy')).toBeEnabled());
    expect(screen.queryByTestId('room-stop')).not.toBeInTheDocument();
  });

  it('starts each order clean: no outcome chosen and no quantity from the last one', async () => {
    const { named } = renderRoom({ playOrder: order({ issue: '20261122002', after_quantity: 49_000, status: 0 }) });
    fireEvent.click(await screen.findByTestId('room-go-buy'));
    fireEvent.click(await screen.findByRole('button', { name: /Long/ }));
    fireEvent.change(within(screen.getByTestId('buy-quantity')).getByRole('textbox'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await screen.findByText('Successfully ordered');
    fireEvent.click(screen.getByTestId('room-go-buy'));
    fireEvent.click(await screen.findByRole('button', { name: /Odd/ }));
    expect(screen.getByRole('button', { name: /Long/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByTestId('buy-quantity')).getByRole('textbox')).toHaveValue('');
    fireEvent.change(within(screen.getByTestId('buy-quantity')).getByRole('textbox'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(named('playOrder')).toHaveLength(2));
    expect(named('playOrder')[1]!.body).toMatchObject({ play_type: '3', money: 500 });
  });

  it('keeps the countdown in the buy popup, and says when the round changed under it', async () => {
    let beat = heartbeat();
    const { queryClient } = renderRoom({ heart: () => beat });
    fireEvent.click(await screen.findByTestId('room-go-buy'));
    expect(await screen.findByTestId('buy-countdown')).toHaveTextContent(/01:3\d/);
    expect(screen.getByText('Buy in round 20261122002')).toBeInTheDocument();
    beat = heartbeat({ issue: { issue: '20261122003', openTime1: 150, whether_close: false } });
    await act(() => queryClient.refetchQueries({ queryKey: ['heart'] }));
    expect(await screen.findByText('Round 20261122002 has closed: this order now goes to round 20261122003')).toBeInTheDocument();
    expect(screen.getByTestId('buy-countdown')).toHaveTextContent(/02:[23]\d/);
  });

  it('opened while the round is sealed, takes the next round as its own and names it only once that one closes too', async () => {
    let beat = heartbeat({ issue: { issue: '20261122002', openTime1: 12, whether_close: true } });
    const { queryClient } = renderRoom({ heart: () => beat });
    await screen.findByText('Round 20261122002 already sealed, draw in');
    fireEvent.click(screen.getByTestId('room-go-buy'));
    await screen.findByTestId('buy-countdown');
    beat = heartbeat({ issue: { issue: '20261122003', openTime1: 150, whether_close: false } });
    await act(() => queryClient.refetchQueries({ queryKey: ['heart'] }));
    expect(await screen.findByText('Buy in round 20261122003')).toBeInTheDocument();
    expect(screen.queryByTestId('buy-round-changed')).not.toBeInTheDocument();
    beat = heartbeat({ issue: { issue: '20261122004', openTime1: 150, whether_close: false } });
    await act(() => queryClient.refetchQueries({ queryKey: ['heart'] }));
    expect(await screen.findByText('Round 20261122003 has closed: this order now goes to round 20261122004')).toBeInTheDocument();
  });

  it('offers the presets 5, 10, 50, 300, 500 and the balance minus 1', async () => {
    renderRoom();
    fireEvent.click(await screen.findByTestId('room-go-buy'));
    const quantity = within(await screen.findByTestId('buy-quantity')).getByRole('textbox');
    for (const preset of ['5', '10', '50', '300', '500']) {
      fireEvent.click(screen.getByRole('button', { name: preset }));
      expect(quantity).toHaveValue(preset);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Balance-1' }));
    expect(quantity).toHaveValue('499');
  });

  it('follows a bet of the current round after confirming, with the same outcomes and stake', async () => {
    const { named } = renderRoom({ playOrder: order({ issue: '20261122002', after_quantity: 48_000, status: 0 }) });
    fireEvent.click(within(await screen.findByTestId('feed-bet')).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Round 20261122002: Long,Odd, 10u each, 20u in all')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(named('playOrder')).toHaveLength(1));
    expect(named('playOrder')[0]!.body).toEqual({ issue: '20261122002', plan_id: 11, game_id: 1, play_type: '1,3', money: 1000 });
  });

  it("offers Follow only on other members' bets of the round on sale: not on the member's own, not on earlier rounds, not while sealed", async () => {
    const mixed = heartbeat({
      message: [
        { id: 1, nickname: 'b***9', issue: '20261122001', play_method: 'Long', quantity: 1000, play_type: '1' },
        { id: 2, nickname: 'c***3', issue: '20261122002', play_method: 'Short', quantity: 500, play_type: '2' },
        { id: 3, nickname: 'd***1', issue: '20261122002', play_method: 'Odd', quantity: 700, play_type: '3' },
      ],
      mine: [3],
    });
    const first = renderRoom({ heart: mixed });
    await waitFor(() => expect(screen.getAllByTestId('feed-bet')).toHaveLength(3));
    const [own, other, earlier] = screen.getAllByTestId('feed-bet');
    expect(own).toHaveTextContent('d***1');
    expect(within(own!).queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(own).toHaveTextContent('Yours');
    expect(within(other!).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(earlier).toHaveTextContent('b***9');
    expect(within(earlier!).queryByRole('button', { name: 'Follow' })).toBeNull();
    first.unmount();
    renderRoom({ heart: heartbeat({ issue: { issue: '20261122002', openTime1: 12, whether_close: true } }) });
    await screen.findByText('Round 20261122002 already sealed, draw in');
    expect(within(screen.getByTestId('feed-bet')).queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('after a draw it watched, shows what the member won in that round: the net, the payout and the stake', async () => {
    let beat = heartbeat();
    const { queryClient } = renderRoom({
      heart: () => beat,
      orderList: [order({ issue: '20261122002', status: 1, whether_hit: 1, quantity: 1000, profit: 980 })],
    });
    await screen.findByTestId('feed-bet');
    expect(screen.queryByTestId('room-result')).not.toBeInTheDocument();
    beat = heartbeat({
      last_issue: { issue: '20261122002', site_1: 9, site_2: 9, site_3: 1, code: 19 },
      issue: { issue: '20261122003', openTime1: 180, whether_close: false },
    });
    await act(() => queryClient.refetchQueries({ queryKey: ['heart'] }));
    expect(await screen.findByTestId('room-result')).toHaveTextContent(
      'Congratulations! Round 20261122002: won 9.8u net (paid 19.8u for a 10u stake)',
    );
  });

  it('says lost, with the payout beside the stake, when a leg paid less than the round staked', async () => {
    let beat = heartbeat();
    const { queryClient } = renderRoom({
      heart: () => beat,
      orderList: [
        order({ issue: '20261122002', status: 1, whether_hit: 1, quantity: 4000, profit: -40 }),
        order({ issue: '20261122002', status: 1, whether_hit: 0, quantity: 1500, profit: -1500 }),
      ],
    });
    await screen.findByTestId('feed-bet');
    beat = heartbeat({ last_issue: { issue: '20261122002', site_1: 9, site_2: 9, site_3: 1, code: 19 } });
    await act(() => queryClient.refetchQueries({ queryKey: ['heart'] }));
    const banner = await screen.findByTestId('room-result');
    expect(banner).toHaveTextContent('Round 20261122002: lost 15.4u net (paid 39.6u for a 55u stake)');
    expect(banner).not.toHaveTextContent('Congratulations');
  });

  it('says lost when none of the round’s orders paid, and nothing when the member did not bet', async () => {
    let beat = heartbeat();
    const { queryClient } = renderRoom({
      heart: () => beat,
      orderList: [order({ issue: '20261122002', status: 1, whether_hit: 0, profit: -1000 }), order({ issue: '20261122001' })],
    });
    await screen.findByTestId('feed-bet');
    beat = heartbeat({ last_issue: { issue: '20261122002', site_1: 0, site_2: 0, site_3: 1, code: 1 } });
    await act(() => queryClient.refetchQueries({ queryKey: ['heart'] }));
    expect(await screen.findByTestId('room-result')).toHaveTextContent('Round 20261122002: lost 10u net (paid 0u for a 10u stake)');
  });

  it('keeps one entry per bet however often the heartbeat repeats it, newest first', async () => {
    let beat = heartbeat();
    const { queryClient } = renderRoom({ heart: () => beat });
    await screen.findByTestId('feed-bet');
    const second = { id: 2, nickname: 'c***3', issue: '20261122002', play_method: 'Short', quantity: 500, play_type: '2' };
    beat = heartbeat({ message: [...heartbeat().message, second] });
    await act(() => queryClient.refetchQueries({ queryKey: ['heart'] }));
    await waitFor(() => expect(screen.getAllByTestId('feed-bet')).toHaveLength(2));
    expect(screen.getAllByTestId('feed-bet')[0]).toHaveTextContent('c***3');
  });

  it('keeps all 300 bets reachable by scrolling while only the rows in view are in the page', async () => {
    const message = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      nickname: `m***${i % 10}`,
      issue: '20261122002',
      play_method: 'Long',
      quantity: 1000 + i,
      play_type: '1',
    }));
    renderRoom({ heart: heartbeat({ message }) });
    await screen.findAllByTestId('feed-bet');
    const list = screen.getByTestId('room-feed');
    expect(list).toHaveStyle({ height: `${300 * FEED_ROW_PX}px` });
    const rows = screen.getAllByTestId('feed-bet');
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveTextContent('12.99u');
    expect(rows[0]).toHaveAttribute('aria-setsize', '300');
    // Scrolled to the end of the list: the oldest bet is there, with its Follow.
    jest.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight - 300 * FEED_ROW_PX } as DOMRect);
    fireEvent.scroll(document);
    const last = await screen.findByText('10u');
    expect(last.closest('li')).toHaveAttribute('aria-posinset', '300');
    expect(within(last.closest('li')!).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('beats every 2 s, pauses while the page is hidden and beats at once when it shows', async () => {
    jest.useFakeTimers();
    try {
      const { named } = renderRoom();
      await act(() => jest.advanceTimersByTimeAsync(0));
      const first = named('heart').length;
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(named('heart').length).toBe(first + 1);
      act(() => focusManager.setFocused(false));
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(named('heart').length).toBe(first + 1);
      act(() => focusManager.setFocused(true));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(named('heart').length).toBe(first + 2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the connection is lost while the heartbeat gets no answer, and counts down again once it does', async () => {
    let down = false;
    let beat = heartbeat();
    const { queryClient } = renderRoom({
      heart: () => {
        if (down) throw new ApiError(-1, 'Network error, please try again');
        return beat;
      },
    });
    await screen.findByText('Round 20261122002 closes in');
    down = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['heart'] }));
    expect(await screen.findByText('Connection lost, retrying…')).toBeInTheDocument();
    expect(screen.queryByTestId('room-countdown')).toBeNull();
    down = false;
    beat = heartbeat({ issue: { issue: '20261122003', openTime1: 150, whether_close: false } });
    expect(await screen.findByText('Round 20261122003 closes in', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Connection lost, retrying…')).toBeNull();
  });

  it('goes to the hall when the room is not named', async () => {
    const { location } = renderScreen(<BetRoomScreen />, { path: '/betRoom', user: fakeUser() });
    await waitFor(() => expect(location()).toBe('/lottery'));
  });
});
