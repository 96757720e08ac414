import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha, type Captcha } from '../../../api/authApi';

/**
 * The captcha image and id. `load` is the only thing that fetches one (on mount when shown from the start, after a
 * refusal asking for one, on tap, after each failed attempt), so the image on screen is always the one answered.
 */
export function useCaptcha(initiallyShown: boolean) {
  const [shown, setShown] = useState(initiallyShown);
  const [captcha, setCaptcha] = useState<Captcha>();
  const [failed, setFailed] = useState(false);
  const fetchOne = useCallback(async () => {
    try {
      setCaptcha(await fetchCaptcha());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  const load = useCallback(() => {
    setShown(true);
    return fetchOne();
  }, [fetchOne]);
  useEffect(() => {
    if (!initiallyShown) return;
    let live = true;
    fetchCaptcha()
      .then((c) => live && setCaptcha(c))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [initiallyShown]);
  return { shown, captcha, failed, load };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
