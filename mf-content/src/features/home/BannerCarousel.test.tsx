import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { BannerCarousel } from './BannerCarousel';

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

describe('BannerCarousel', () => {
  it.each(['tw', 'zh', 'en'] as const)('shows the %s picture set', (locale) => {
    renderBanners(locale);
    expect(sources()).toEqual([`${locale}/fairDraws`, `${locale}/usdtBonus`, `${locale}/fixedDeposit`, `${locale}/playWithinLimits`]);
  });

  it('names each picture in the reader’s language', () => {
    renderBanners('tw');
    expect(screen.getByRole('img', { name: '開獎可驗證，公平看得見' })).toBeInTheDocument();
  });

  it.each([
    ['Provably fair draws', '/verify'],
    ['Fixed-deposit bonus', '/announcement'],
    ['Play within your limits', '/lotteryExplain'],
    ['USDT deposit bonus +10%', '/Recharge?czqbdz=TXabc'],
  ])('the %s banner leads to %s', async (name, to) => {
    const view = renderBanners();
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(view.location()).toBe(to));
  });
});
