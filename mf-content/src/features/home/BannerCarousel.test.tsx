import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './BannerCarousel';

// Every picture is the same stub under jest: name them by set, so the test sees which set a locale shows.
jest.mock('../../shared/promos', () => {
  const { PROMOS } = jest.requireActual('../../shared/promos');
  const named = Object.values(PROMOS).map((promo: any) => [
    promo.id,
    { ...promo, art: { tw: `tw/${promo.id}`, zh: `zh/${promo.id}`, en: `en/${promo.id}` } },
  ]);
  return { PROMOS: Object.fromEntries(named) };
});

function renderBanners(locale: Locale = 'en') {
  return renderScreen(<BannerCarousel />, {
    path: '/',
    locale,
    user: fakeUser(),
    answers: { rechargeInfo: { address: 'TXabc', bonus_percent: 10, window_minutes: 30 } },
  });
}

const sources = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
const activeDot = () => [...document.querySelectorAll('.bannerDots > span')].findIndex((dot) => dot.className === 'bannerDotOn');

/** The first banner's picture arrives; the carousel then loads (at once under jest: no idle callback) and turns. */
async function firstBannerIn() {
  fireEvent.load(screen.getByRole('img'));
  await waitFor(() => expect(document.querySelector('.swiper')).not.toBeNull());
}

describe('BannerCarousel', () => {
  it('shows the first banner at once as a plain picture, and the carousel only once that picture is in', async () => {
    renderBanners();
    expect(sources()).toEqual(['en/fairDraws']);
    expect(document.querySelector('.swiper')).toBeNull();
    await firstBannerIn();
    expect(sources()).toEqual(['en/fairDraws', 'en/usdtBonus', 'en/fixedDeposit', 'en/playWithinLimits']);
  });

  it('loads the carousel even when the first picture fails to load', async () => {
    renderBanners();
    fireEvent.error(screen.getByRole('img'));
    await waitFor(() => expect(document.querySelector('.swiper')).not.toBeNull());
  });

  it.each(['tw', 'zh', 'en'] as const)('shows the %s picture set', async (locale) => {
    renderBanners(locale);
    await firstBannerIn();
    expect(sources()).toEqual([`${locale}/fairDraws`, `${locale}/usdtBonus`, `${locale}/fixedDeposit`, `${locale}/playWithinLimits`]);
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

  it('turns to the next banner after 3 s, in a loop', async () => {
    jest.useFakeTimers();
    try {
      renderBanners();
      await firstBannerIn();
      await act(async () => void jest.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1));
      expect(activeDot()).toBe(0);
      await act(async () => void jest.advanceTimersByTime(1));
      expect(activeDot()).toBe(1);
      // jsdom runs no layout or CSS transitions, so Swiper turns only once here: the loop is its setting.
      const swiper = (document.querySelector('.swiper') as HTMLElement & { swiper: { params: { loop: boolean } } }).swiper;
      expect(swiper.params.loop).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['Provably fair draws', '/verify'],
    ['Fixed-deposit bonus', '/announcement'],
    ['Play within your limits', '/lotteryExplain'],
    ['USDT deposit bonus +10%', '/Recharge?czqbdz=TXabc'],
  ])('the %s banner leads to %s', async (name, to) => {
    const view = renderBanners();
    await firstBannerIn();
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(view.location()).toBe(to));
  });
});
