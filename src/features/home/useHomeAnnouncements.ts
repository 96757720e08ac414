import { callApi } from '../../api/callApi';
import { useInitialReply } from '../../api/useInitialReply';
import { useRemoteData } from '../../api/useRemoteData';

/**
 * Home's announcements, reloaded when the language or session changes; a failure offers a retry. A server-rendered
 * page carries the first reply (src/api/initialReplies.ts).
 */
/** Banners (B), player notices (PL), popups (PU) and hot matches (H) of the home group. */
export const HOME_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,H', groupName: 'm_home' } as const;

export function useHomeAnnouncements(language: string, signedIn: boolean) {
  const initial = useInitialReply('announcements', HOME_ANNOUNCEMENTS_QUERY);
  return useRemoteData(
    async () => (await callApi('announcements', { query: HOME_ANNOUNCEMENTS_QUERY })).value,
    [language, signedIn],
    { initial },
  );
}
