import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import type { CallResponse, Promotions } from 'shared-contracts/api';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { PROMOTIONS, rechargeInfo } from '../../testing/promotions';
import { HomeScreen } from './HomeScreen';
import { LOADING_OVERLAY_MAX_MS } from './LoadingOverlay';

type HomeIndex = CallResponse<'homeIndex'>;

/** 2026-01-01 12:00 UTC: the same calendar day in any time zone the tests run in. */
const NEW_YEAR_NOON = 1_767_268_800;
const notices = [
  { id: 3, title: 'How every draw can be verified', createtime: NEW_YEAR_NOON },
  { id: 2, title: 'Deposits credit after the transfer', createtime: NEW_YEAR_NOON - 60 },
];
const winners = [
  { nickname: 'al***01', game_name: 'Singapore', profit: 1_980, createtime: NEW_YEAR_NOON },
  { nickname: 'bo***ob', game_name: 'New Zealand', profit: 125_005, createtime: NEW_YEAR_NOON - 3_600 },
];

function renderHome(home: FakeAnswers['homeIndex'] = { notices, winners }, answers: FakeAnswers = {}) {
  return renderScreen(<HomeScreen />, { path: '/', user: fakeUser(), answers: { homeIndex: home, promotions: PROMOTIONS, ...answers } });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('HomeScreen', () => {
  it("names the product and shows the member's balance as the server has it now", async () => {
    renderScreen(<HomeScreen />, {
      path: '/',
      user: fakeUser({ money: 0 }),
      answers: { homeIndex: { notices, winners }, promotions: PROMOTIONS, userInfo: fakeUser({ money: 12_345 }) },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trade');
    expect(screen.getByText('An honest round-based lottery')).toBeInTheDocument();
    expect(screen.getByTestId('home-balance')).toHaveTextContent('Balance 0u');
    await waitFor(() => expect(screen.getByTestId('home-balance')).toHaveTextContent('Balance 123.45u'));
  });

  it('lists the recent wins the server gives: masked nickname, game, profit and date', async () => {
    renderHome();
    const list = await screen.findByRole('list', { name: 'Recent wins' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/al\*\*\*01\s*Singapore\s*19\.8u\s*2026-01-01/);
    expect(rows[1]).toHaveTextContent(/bo\*\*\*ob\s*New Zealand\s*1250\.05u\s*2026-01-01/);
  });

  it('says honestly that nobody has won yet, and shows no winner', async () => {
    renderHome({ notices, winners: [] });
    expect(await screen.findByText('No wins yet. Wins show here only when members really win.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent wins' })).toBeNull();
  });

  it('scrolls a long list of wins with a hidden copy, read once by screen readers', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...winners[0]!, nickname: `w***${i}` }));
    renderHome({ notices, winners: many });
    const list = await screen.findByRole('list', { name: 'Recent wins' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getAllByRole('list', { name: 'Recent wins' })).toHaveLength(1);
    // The copy that makes the loop seamless is on the page, hidden from assistive technology.
    expect(screen.getAllByText('w***0')).toHaveLength(2);
  });

  it('says the connection is lost when home could not load, and shows the wins once it loads, by itself', async () => {
    let attempts = 0;
    const view = renderHome(() => {
      attempts += 1;
      if (attempts === 1) throw new ApiError(-1, 'network');
      return { notices, winners };
    });
    expect(await screen.findByText('Connection lost, retrying…')).toBeInTheDocument();
    expect(await screen.findByText('al***01', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(view.named('homeIndex')).toHaveLength(2);
    expect(view.named('homeIndex')[0]!.silent).toBe(true);
  });

  it('shows the latest platform announcements in the strip; a tap opens them on /Notice', async () => {
    const view = renderHome();
    const strip = await screen.findByRole('navigation', { name: 'Platform announcements' });
    expect(strip).toHaveTextContent('How every draw can be verified');
    expect(strip).toHaveTextContent('Deposits credit after the transfer');
    fireEvent.click(within(strip).getByText('How every draw can be verified'));
    expect(view.location()).toBe('/Notice?tab=notice');
  });

  it('has no announcement strip when there is no announcement', async () => {
    renderHome({ notices: [], winners });
    await screen.findByText('al***01');
    expect(screen.queryByRole('navigation', { name: 'Platform announcements' })).toBeNull();
  });

  it('quick deposit goes to /Recharge with the deposit address, or an empty one when the server gives none', async () => {
    const view = renderHome(undefined, { rechargeInfo: rechargeInfo('TXabc') });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(view.location()).toBe('/Recharge?czqbdz=TXabc'));
    expect(view.named('rechargeInfo')[0]!.silent).toBe(true);

    view.unmount();
    const other = renderHome(undefined, {
      rechargeInfo: () => {
        throw new ApiError(30001, 'none');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(other.location()).toBe('/Recharge?czqbdz='));
  });

  it.each([
    ['en', PROMOTIONS.deposit_bonus, 'USDT (TRC-20) deposits get a 10% bonus'],
    ['tw', { ...PROMOTIONS.deposit_bonus, percent: 5, cap: 5_000 }, 'USDT（TRC-20）充值加贈 5%，每筆最多 50u'],
    ['zh', { ...PROMOTIONS.deposit_bonus, percent: 5, cap: 5_000 }, 'USDT（TRC-20）充值加赠 5%，每笔最多 50u'],
    ['en', { ...PROMOTIONS.deposit_bonus, percent: 5, cap: 5_000 }, 'USDT (TRC-20) deposits get a 5% bonus, up to 50u each'],
    ['tw', { ...PROMOTIONS.deposit_bonus, enabled: false }, 'USDT（TRC-20）充值'],
    ['en', { ...PROMOTIONS.deposit_bonus, enabled: false }, 'Deposit USDT (TRC-20)'],
  ] as const)('quick deposit (%s) states the deposit bonus in force: %j', async (locale, bonus, text) => {
    renderScreen(<HomeScreen />, {
      path: '/',
      locale,
      user: fakeUser(),
      answers: { homeIndex: { notices, winners }, promotions: { ...PROMOTIONS, deposit_bonus: bonus } },
    });
    await waitFor(() => expect(screen.getByTestId('deposit-offer')).toHaveTextContent(text));
  });

  it('quick deposit states no bonus before the programs are known', () => {
    renderHome(undefined, { promotions: () => new Promise<Promotions>(() => undefined) });
    expect(screen.getByTestId('deposit-offer')).toHaveTextContent('Deposit USDT (TRC-20)');
  });

  it.each([
    ['Activity center', '/actionCenter'],
    ['Investment news', '/moreNews'],
    ['Messages', '/Notice?tab=notice'],
    ['Fairness check', '/verify'],
  ])('the %s shortcut goes to %s', async (name, to) => {
    const view = renderHome();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(view.location()).toBe(to);
  });

  describe('loading overlay', () => {
    it('shows while home loads and goes as soon as the data is there', async () => {
      jest.useFakeTimers();
      let answer: (value: HomeIndex) => void = () => undefined;
      renderHome(() => new Promise<HomeIndex>((resolve) => (answer = resolve)));
      expect(screen.getByTestId('home-loading')).toBeInTheDocument();
      answer({ notices, winners });
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.queryByTestId('home-loading')).toBeNull();
      expect(screen.getByText('al***01')).toBeInTheDocument();
    });

    it('goes after 1 s at most, even while home is still loading', async () => {
      jest.useFakeTimers();
      renderHome(() => new Promise<HomeIndex>(() => undefined));
      await act(() => jest.advanceTimersByTimeAsync(LOADING_OVERLAY_MAX_MS - 1));
      expect(screen.getByTestId('home-loading')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.queryByTestId('home-loading')).toBeNull();
      expect(screen.getByRole('button', { name: 'Deposit' })).toBeVisible();
    });
  });
});
