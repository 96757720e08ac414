import type { Banner } from '@common/generated/api';
import { announcementImage } from '../../api/announcementImage';

/** One 750×300 banner; the first loads eagerly at high priority (it is the home page's largest paint). */
export function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <img
      src={announcementImage(banner)}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}
