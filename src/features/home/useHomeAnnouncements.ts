import { fetchHomeAnnouncements, HOME_ANNOUNCEMENTS_QUERY } from '../../api/contentApi';
import { useInitialReply } from '../../api/useInitialReply';
import { useRemoteData } from '../../api/useRemoteData';

/**
 * Home's announcements, reloaded when the language or session changes; a failure offers a retry. A server-rendered
 * page carries the first reply (src/api/initialReplies.ts).
 */
export function useHomeAnnouncements(language: string, signedIn: boolean) {
  const initial = useInitialReply('announcements', HOME_ANNOUNCEMENTS_QUERY);
  return useRemoteData(fetchHomeAnnouncements, [language, signedIn], { initial });
}
