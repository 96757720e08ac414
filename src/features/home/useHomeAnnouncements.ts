import { useCallback, useEffect, useState } from 'react';
import { fetchHomeAnnouncements, type HomeAnnouncements } from '../../api/contentApi';

/** Home's announcements, reloaded when the language or session changes; a failure offers a retry. */
export function useHomeAnnouncements(language: string, signedIn: boolean) {
  const [data, setData] = useState<HomeAnnouncements>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchHomeAnnouncements()
      .then((value) => {
        if (!live) return;
        setData(value);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [language, signedIn, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, failed, retry };
}
