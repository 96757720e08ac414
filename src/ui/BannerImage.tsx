import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@common/generated/api';
import { announcementImage } from '../api/announcementImage';
import { bannerTarget } from './bannerLink';

/** How every banner box lays out its 750×300 picture (home, registration, promotions): sized before it loads. */
export const bannerPictureCss = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 5 / 2;
  object-fit: cover;
`;

/**
 * One 750×300 banner; the first loads eagerly at high priority (it is the home page's largest paint). With a link set
 * in the console it is a link: an app route in place, an https page in a new tab; any other link is ignored.
 */
export function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const { t } = useTranslation();
  const image = (
    <img
      src={announcementImage(banner)}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
  const target = bannerTarget(banner.link);
  if (!target) return image;
  if (target.kind === 'internal') return <Link to={target.to}>{image}</Link>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {image}
      <span className="visually-hidden">{t('home.opensNewTab')}</span>
    </a>
  );
}
