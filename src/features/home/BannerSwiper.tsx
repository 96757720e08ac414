import { useEffect, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { Banner } from '@common/generated/api';
import { BannerImage } from '../../ui/BannerImage';

/** SPEC §9: autoplay every 5000 ms, 500 ms transitions. */
export const BANNER_AUTOPLAY_MS = 5_000;
export const BANNER_SPEED_MS = 500;

/** The looping, autoplaying banner carousel (Swiper), for two or more banners; `rotate` starts and stops it. */
export default function BannerSwiper({ banners, rotate }: { banners: readonly Banner[]; rotate: boolean }) {
  const [swiper, setSwiper] = useState<SwiperInstance>();
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (rotate) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, rotate]);
  return (
    <Swiper
      modules={[Autoplay, A11y]}
      loop
      speed={BANNER_SPEED_MS}
      autoplay={rotate ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
      a11y={{ enabled: true }}
      onSwiper={setSwiper}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerImage banner={banner} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
