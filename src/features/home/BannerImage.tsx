import { imageOf, type Announcement } from '../../api/contentApi';

/** One 750×300 banner; the first loads eagerly at high priority (it is the home page's largest paint). */
export function BannerImage({ banner, first }: { banner: Announcement; first: boolean }) {
  return (
    <img
      src={imageOf(banner)}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}
