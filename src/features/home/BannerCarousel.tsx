import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@common/generated/api';
import { BannerImage, bannerPictureCss } from '../../ui/BannerImage';
import { useOnScreen } from './useOnScreen';
import { useReducedMotion } from '../../ui/useReducedMotion';

// Swiper (about 24 KB transferred) is not part of the first load: it arrives on the first touch or focus in the banner,
// or when the first rotation is due (SPEC §9: 5000 ms), so it neither delays the largest paint nor adds to start-up.
const BannerSwiper = lazy(() => import('./BannerSwiper'));
const FIRST_ROTATION_MS = 5_000;

const Frame = styled.section`
  /* Banner images are 750×300: the box is sized before they load, so nothing shifts. */
  aspect-ratio: 5 / 2;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    ${bannerPictureCss}
  }
`;

/**
 * Home banners: loop and autoplay only when there is more than one; paused off-screen and for reduced motion. While
 * they load (`banners` undefined) the box is already drawn at its final size, so nothing below it moves; until the
 * carousel's code arrives the first banner stands in its place.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] | undefined }) {
  const { t } = useTranslation();
  const { ref, onScreen } = useOnScreen();
  const reducedMotion = useReducedMotion();
  const [wanted, setWanted] = useState(false);
  const several = (banners?.length ?? 0) > 1;
  const rotate = onScreen && !reducedMotion;
  useEffect(() => {
    if (!several || !rotate || wanted) return;
    const timer = setTimeout(() => setWanted(true), FIRST_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [several, rotate, wanted]);
  if (banners === undefined) return <Frame aria-busy="true" aria-label={t('home.banners')} />;
  const [first] = banners;
  if (!first) return null;
  const still = <BannerImage banner={first} first />;
  return (
    <Frame
      ref={ref}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onPointerDown={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      {several && wanted ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} rotate={rotate} />
        </Suspense>
      ) : (
        still
      )}
    </Frame>
  );
}
