import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from 'shared-contracts/platform';
import { PROMOS, type Promo } from '../../shared/promos';
import { useOpenPromo } from '../../shared/useOpenPromo';
import styles from './home.module.css';

export const BANNER_AUTOPLAY_MS = 3_000;
const BANNERS = [PROMOS.fairDraws, PROMOS.usdtBonus, PROMOS.fixedDeposit, PROMOS.playWithinLimits];

/** Swiper weighs ~30 KB gzip, more than the rest of home: the first banner needs none of it. */
const BannerSwiper = lazy(() => import('./BannerSwiper').then((m) => ({ default: m.BannerSwiper })));

/** Runs `task` when the browser has nothing more urgent to do (or soon, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * The promotions, one slide each in the locale's own picture set, turning every 3 s in a loop; a tap opens its page.
 * The first banner shows at once as a plain picture; once it is in and the page is idle, the carousel loads and
 * takes its place (on the same first slide), so the first paint waits for no carousel code.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const locale = preferences.locale();
  const open = useOpenPromo();
  const [shown, setShown] = useState(0);
  const [firstIn, setFirstIn] = useState(false);
  const [turning, setTurning] = useState(false);

  useEffect(() => (firstIn ? whenIdle(() => setTurning(true)) : undefined), [firstIn]);

  const banner = (promo: Promo, onSettled?: () => void) => (
    <button type="button" className={styles.banner} onClick={() => open(promo)}>
      <img
        src={promo.art[locale]}
        alt={t(`content.promos.${promo.id}`)}
        width={750}
        height={300}
        className={styles.bannerImage}
        onLoad={onSettled}
        onError={onSettled}
      />
    </button>
  );
  const first = banner(BANNERS[0]!, () => setFirstIn(true));

  return (
    <div className={styles.banners}>
      {turning ? (
        <Suspense fallback={first}>
          <BannerSwiper banners={BANNERS} render={banner} delay={BANNER_AUTOPLAY_MS} label={t('content.home.banners')} onTurn={setShown} />
        </Suspense>
      ) : (
        first
      )}
      {/* Which slide shows (Swiper's pagination module would add its own 5 KB stylesheet for this). */}
      <div className={styles.bannerDots} aria-hidden>
        {BANNERS.map((promo, index) => (
          <span key={promo.id} className={index === shown ? styles.bannerDotOn : styles.bannerDot} />
        ))}
      </div>
    </div>
  );
}
