import type { ReactNode } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/swiper.css';
import type { Promo } from '../../shared/promos';

interface Props {
  banners: readonly Promo[];
  render: (banner: Promo) => ReactNode;
  delay: number;
  /** Its first turn is due already (it loaded when it was): turn to the second banner as it starts. */
  turnAtOnce: boolean;
  label: string;
  onTurn: (index: number) => void;
}

/** The banners turning every `delay` ms in a loop: Swiper, which BannerCarousel loads after its first banner showed. */
export function BannerSwiper({ banners, render, delay, turnAtOnce, label, onTurn }: Props) {
  return (
    <Swiper
      modules={[Autoplay]}
      autoplay={{ delay, disableOnInteraction: false }}
      loop
      onSlideChange={(swiper) => onTurn(swiper.realIndex)}
      onInit={(swiper) => turnAtOnce && swiper.slideNext()}
      aria-label={label}
    >
      {banners.map((banner) => (
        <SwiperSlide key={banner.id}>{render(banner)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
