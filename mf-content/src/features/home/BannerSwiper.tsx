import type { ReactNode } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/swiper.css';
import type { Promo } from '../../shared/promos';

interface Props {
  banners: readonly Promo[];
  render: (banner: Promo) => ReactNode;
  delay: number;
  label: string;
  onTurn: (index: number) => void;
}

/**
 * The banners turning every `delay` ms in a loop: Swiper, which BannerCarousel puts in when its first turn is due,
 * so it turns to the second banner as it starts.
 */
export function BannerSwiper({ banners, render, delay, label, onTurn }: Props) {
  return (
    <Swiper
      modules={[Autoplay]}
      autoplay={{ delay, disableOnInteraction: false }}
      loop
      onSlideChange={(swiper) => onTurn(swiper.realIndex)}
      onInit={(swiper) => swiper.slideNext()}
      aria-label={label}
    >
      {banners.map((banner) => (
        <SwiperSlide key={banner.id}>{render(banner)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
