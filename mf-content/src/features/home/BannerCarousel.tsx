import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from 'shared-contracts/platform';
import { PROMOS, isRunning, type Promo } from '../../shared/promos';
import { useOpenPromo } from '../../shared/useOpenPromo';
import { usePromotions } from '../../shared/usePromotions';
import styles from './home.module.css';

export const BANNER_AUTOPLAY_MS = 3_000;
/** The first is always running: it shows at once, before the programs are known. */
const PROMOTED = [PROMOS.fairDraws, PROMOS.usdtBonus, PROMOS.fixedDeposit, PROMOS.playWithinLimits];

/** Swiper weighs ~30 KB gzip, more than the rest of home, and the first banner needs none of it. */
const loadSwiper = () => import('./BannerSwiper');
const BannerSwiper = lazy(() => loadSwiper().then((m) => ({ default: m.BannerSwiper })));

/**
 * The promotions, one slide each in the locale's own picture set, turning every 3 s in a loop; a tap opens its page.
 * The first banner shows at once as a plain picture. The carousel comes when its first turn is due (3 s after that
 * picture is in) and turns at once; so the page's first load carries no carousel code. A touch only fetches its code:
 * putting the carousel in at the touch replaced the picture under the finger, and the tap's click was lost.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const locale = preferences.locale();
  const open = useOpenPromo();
  const programs = usePromotions().data;
  const banners = PROMOTED.filter((promo) => isRunning(promo, programs));
  const [shown, setShown] = useState(0);
  const [firstIn, setFirstIn] = useState(false);
  const [turnDue, setTurnDue] = useState(false);

  useEffect(() => {
    if (!firstIn) return;
    const due = setTimeout(() => setTurnDue(true), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(due);
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
  const first = banner(banners[0]!, () => setFirstIn(true));

  return (
    <div className={styles.banners} onPointerDown={() => void loadSwiper()}>
      {!turnDue ? (
        first
      ) : (
        <Suspense fallback={first}>
          <BannerSwiper banners={banners} render={banner} delay={BANNER_AUTOPLAY_MS} label={t('content.home.banners')} onTurn={setShown} />
        </Suspense>
      )}
      {/* Which slide shows (Swiper's pagination module would add its own 5 KB stylesheet for this). */}
      <div className={styles.bannerDots} aria-hidden>
        {banners.map((promo, index) => (
          <span key={promo.id} className={index === shown ? styles.bannerDotOn : styles.bannerDot} />
        ))}
      </div>
    </div>
  );
}
