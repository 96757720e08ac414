import { announcementImage } from '../../api/announcementImage';
import type { RouteLoader } from '../../api/initialReplies';
import { HOME_ANNOUNCEMENTS_QUERY } from './useHomeAnnouncements';

/**
 * /m/home server-rendered (src/app/routes/routeTable.ts): with its announcements, so the banner is in the page's
 * HTML; the first banner is its largest paint, preloaded.
 */
const homeLoader: RouteLoader = {
  requests: () => [{ id: 'announcements', query: HOME_ANNOUNCEMENTS_QUERY }],
  images: (replies) => {
    const first = replies.get('announcements', HOME_ANNOUNCEMENTS_QUERY)?.banners[0];
    const url = first && announcementImage(first);
    return url ? [url] : [];
  },
};

export default homeLoader;
