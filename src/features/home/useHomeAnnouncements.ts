import { fetchHomeAnnouncements } from '../../api/contentApi';
import { useRemoteData } from '../../api/useRemoteData';

/** Home's announcements, reloaded when the language or session changes; a failure offers a retry. */
export function useHomeAnnouncements(language: string, signedIn: boolean) {
  return useRemoteData(fetchHomeAnnouncements, [language, signedIn]);
}
