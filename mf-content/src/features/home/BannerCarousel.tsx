import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from 'shared-contracts/platform';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/swiper.css';
import { PROMOS } from '../../shared/promos';
import { useOpenPromo } from '../../shared/useOpenPromo';
import styles from './home.module.css';

export const BANNER_AUTOPLAY_MS = 3_000;
const BANNERS = [PROMOS.fairDraws, PROMOS.usdtBonus, PROMOS.fixedDeposit, PROMOS.playWithinLimits];

/** The promotions, one slide each in the locale's own picture set, turning every 3 s in a loop; a tap opens its page. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const locale = preferences.locale();
  const open = useOpenPromo();
  const [shown, setShown] = useState(0);

  return (
    <div className={styles.banners}>
      <Swiper
        modules={[Autoplay]}
        autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false }}
        loop
        onSlideChange={(swiper) => setShown(swiper.realIndex)}
        aria-label={t('content.home.banners')}
      >
        {BANNERS.map((promo) => (
          <SwiperSlide key={promo.id}>
            <button type="button" className={styles.banner} onClick={() => open(promo)}>
              <img src={promo.art[locale]} alt={t(`content.promos.${promo.id}`)} width={750} height={300} className={styles.bannerImage} />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Which slide shows (Swiper's pagination module would add its own 5 KB stylesheet for this). */}
      <div className={styles.bannerDots} aria-hidden>
        {BANNERS.map((promo, index) => (
          <span key={promo.id} className={index === shown ? styles.bannerDotOn : styles.bannerDot} />
        ))}
      </div>
    </div>
  );
}
