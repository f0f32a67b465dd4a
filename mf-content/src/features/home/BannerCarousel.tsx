import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from 'shared-contracts/platform';
import { PROMOS, type Promo } from '../../shared/promos';
import { useOpenPromo } from '../../shared/useOpenPromo';
import styles from './home.module.css';

export const BANNER_AUTOPLAY_MS = 3_000;
const BANNERS = [PROMOS.fairDraws, PROMOS.usdtBonus, PROMOS.fixedDeposit, PROMOS.playWithinLimits];

/** Swiper weighs ~30 KB gzip, more than the rest of home, and the first banner needs none of it. */
const BannerSwiper = lazy(() => import('./BannerSwiper').then((m) => ({ default: m.BannerSwiper })));

/**
 * The promotions, one slide each in the locale's own picture set, turning every 3 s in a loop; a tap opens its page.
 * The first banner shows at once as a plain picture. The carousel loads when its first turn is due (3 s after that
 * picture is in) and turns at once, or sooner when the reader touches it; so the page's first load carries no
 * carousel code.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const locale = preferences.locale();
  const open = useOpenPromo();
  const [shown, setShown] = useState(0);
  const [firstIn, setFirstIn] = useState(false);
  const [carousel, setCarousel] = useState<'waiting' | 'turnDue' | 'touched'>('waiting');

  useEffect(() => {
    if (!firstIn) return;
    const turnDue = setTimeout(() => setCarousel((now) => (now === 'waiting' ? 'turnDue' : now)), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(turnDue);
  }, [firstIn]);

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
    <div className={styles.banners} onPointerDown={() => setCarousel((now) => (now === 'waiting' ? 'touched' : now))}>
      {carousel === 'waiting' ? (
        first
      ) : (
        <Suspense fallback={first}>
          <BannerSwiper
            banners={BANNERS}
            render={banner}
            delay={BANNER_AUTOPLAY_MS}
            turnAtOnce={carousel === 'turnDue'}
            label={t('content.home.banners')}
            onTurn={setShown}
          />
        </Suspense>
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
