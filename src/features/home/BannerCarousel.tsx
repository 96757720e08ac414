import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { imageOf, type Announcement } from '../../api/contentApi';
import { useOnScreen } from './useOnScreen';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** SPEC §9: autoplay every 5000 ms, 500 ms transitions. */
export const BANNER_AUTOPLAY_MS = 5_000;
export const BANNER_SPEED_MS = 500;

const Frame = styled.section`
  /* Banner images are 750×300: the box is sized before they load, so nothing shifts. */
  aspect-ratio: 5 / 2;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 5 / 2;
    object-fit: cover;
  }
`;

/**
 * Home banners: loop and autoplay only when there is more than one; paused off-screen and for reduced motion. While
 * they load (`banners` undefined) the box is already drawn at its final size, so nothing below it moves.
 */
export function BannerCarousel({ banners }: { banners: readonly Announcement[] | undefined }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ref);
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const rotate = (banners?.length ?? 0) > 1 && !reducedMotion;
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (rotate && onScreen) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, rotate, onScreen]);
  if (banners === undefined) return <Frame aria-busy="true" aria-label={t('home.banners')} />;
  if (banners.length === 0) return null;
  return (
    <Frame ref={ref} aria-roledescription="carousel" aria-label={t('home.banners')}>
      <Swiper
        modules={[Autoplay, A11y]}
        loop={banners.length > 1}
        speed={BANNER_SPEED_MS}
        autoplay={rotate ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
        a11y={{ enabled: true }}
        onSwiper={setSwiper}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            <img
              src={imageOf(banner)}
              alt={banner.title}
              width={750}
              height={300}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </Frame>
  );
}
