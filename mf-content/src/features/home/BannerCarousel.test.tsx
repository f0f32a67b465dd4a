import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import type { Promotions } from 'shared-contracts/api';
import { PROMOTIONS, rechargeInfo } from '../../testing/promotions';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './BannerCarousel';

// Every picture is the same stub under jest: name them by set, so the test sees which set a locale shows.
jest.mock('../../shared/promos', () => {
  const { PROMOS } = jest.requireActual('../../shared/promos');
  const named = Object.values(PROMOS).map((promo: any) => [
    promo.id,
    { ...promo, art: { tw: `tw/${promo.id}`, zh: `zh/${promo.id}`, en: `en/${promo.id}` } },
  ]);
  return { ...jest.requireActual('../../shared/promos'), PROMOS: Object.fromEntries(named) };
});

function renderBanners(locale: Locale = 'en', promotions: Promotions = PROMOTIONS) {
  return renderScreen(<BannerCarousel />, {
    path: '/',
    locale,
    user: fakeUser(),
    answers: { rechargeInfo: rechargeInfo('TXabc'), promotions },
  });
}

const sources = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
const activeDot = () => [...document.querySelectorAll('.bannerDots > span')].findIndex((dot) => dot.className === 'bannerDotOn');
const carousel = () => document.querySelector('.swiper');
const carouselLoaded = () => waitFor(() => expect(carousel()).not.toBeNull());
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

/** The programs are known: the pictures of the programs that run have joined the two that always do. */
const programsKnown = () => waitFor(() => expect(document.querySelectorAll('.bannerDots > span').length).toBeGreaterThan(2));

/** The carousel is in: its first turn came due (3 s after the first picture is in), the programs known. */
async function carouselIn() {
  await programsKnown();
  jest.useFakeTimers();
  fireEvent.load(screen.getByRole('img'));
  await wait(BANNER_AUTOPLAY_MS);
  jest.useRealTimers();
  await carouselLoaded();
}

describe('BannerCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the first banner at once as a plain picture, and loads no carousel before its first turn is due', async () => {
    jest.useFakeTimers();
    renderBanners();
    expect(sources()).toEqual(['en/fairDraws']);
    fireEvent.load(screen.getByRole('img'));
    await wait(BANNER_AUTOPLAY_MS - 1);
    expect(carousel()).toBeNull();
    expect(activeDot()).toBe(0);
  });

  it('loads the carousel when its first turn is due (3 s after the first picture is in) and turns at once', async () => {
    jest.useFakeTimers();
    renderBanners();
    fireEvent.load(screen.getByRole('img'));
    await wait(BANNER_AUTOPLAY_MS);
    await carouselLoaded();
    expect(sources()).toEqual(['en/fairDraws', 'en/usdtBonus', 'en/fixedDeposit', 'en/playWithinLimits']);
    expect(activeDot()).toBe(1);
  });

  it('loads the carousel even when the first picture fails to load', async () => {
    jest.useFakeTimers();
    renderBanners();
    fireEvent.error(screen.getByRole('img'));
    await wait(BANNER_AUTOPLAY_MS);
    await carouselLoaded();
  });

  it('opens a banner on the first tap: touching it keeps the picture under the finger (the carousel comes at its turn)', async () => {
    const view = renderBanners();
    const first = screen.getByRole('button', { name: 'Provably fair draws' });
    fireEvent.pointerDown(screen.getByRole('img'));
    fireEvent.pointerUp(screen.getByRole('img'));
    fireEvent.click(first);
    await waitFor(() => expect(view.location()).toBe('/verify'));
  });

  it('turns to the next banner every 3 s once loaded, in a loop', async () => {
    jest.useFakeTimers();
    renderBanners();
    fireEvent.load(screen.getByRole('img'));
    await wait(BANNER_AUTOPLAY_MS);
    await carouselLoaded();
    // Loaded at its first turn, it turned at once; then every 3 s.
    expect(activeDot()).toBe(1);
    await wait(BANNER_AUTOPLAY_MS - 1);
    expect(activeDot()).toBe(1);
    await wait(1);
    expect(activeDot()).toBe(2);
    // jsdom runs no layout or CSS transitions, so Swiper turns only once here: the loop is its setting.
    const swiper = (carousel() as HTMLElement & { swiper: { params: { loop: boolean } } }).swiper;
    expect(swiper.params.loop).toBe(true);
  });

  it.each(['tw', 'zh', 'en'] as const)('shows the %s picture set', async (locale) => {
    renderBanners(locale);
    await carouselIn();
    expect(sources()).toEqual([`${locale}/fairDraws`, `${locale}/usdtBonus`, `${locale}/fixedDeposit`, `${locale}/playWithinLimits`]);
  });

  it.each([
    [
      'deposit bonus',
      { deposit_bonus: { ...PROMOTIONS.deposit_bonus, enabled: false } },
      ['fairDraws', 'fixedDeposit', 'playWithinLimits'],
    ],
    ['fixed deposit', { fixed_deposit: { ...PROMOTIONS.fixed_deposit, enabled: false } }, ['fairDraws', 'usdtBonus', 'playWithinLimits']],
  ])('shows no banner of a program the operator switched off (%s)', async (_name, off, shown) => {
    renderBanners('en', { ...PROMOTIONS, ...off });
    await carouselIn();
    expect(sources()).toEqual(shown.map((id) => `en/${id}`));
  });

  it('names each picture in the reader’s language', () => {
    renderBanners('tw');
    expect(screen.getByRole('img', { name: '開獎可驗證，公平看得見' })).toBeInTheDocument();
  });

  it('opens the first banner before the carousel has loaded', async () => {
    const view = renderBanners();
    fireEvent.click(screen.getByRole('button', { name: 'Provably fair draws' }));
    await waitFor(() => expect(view.location()).toBe('/verify'));
  });

  it.each([
    ['Provably fair draws', '/verify'],
    ['Fixed-deposit bonus', '/announcement'],
    ['Play within your limits', '/lotteryExplain'],
    ['USDT deposit bonus', '/Recharge?czqbdz=TXabc'],
  ])('the %s banner leads to %s', async (name, to) => {
    const view = renderBanners();
    await carouselIn();
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(view.location()).toBe(to));
  });
});
