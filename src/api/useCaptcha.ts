import { useCallback, useState } from 'react';
import { callApi } from './callApi';
import { useRemoteData } from './useRemoteData';

/**
 * The captcha image and id. Loads when shown from the start, and again on each `load` (after a refusal asking for
 * one, on tap, after each failed attempt); replies to an older request are dropped, so the image on screen is always
 * the one the next attempt is checked against.
 */
export function useCaptcha(initiallyShown: boolean) {
  const [shown, setShown] = useState(initiallyShown);
  // Also sets the captcha_id cookie the next attempt is checked with.
  const remote = useRemoteData(async () => (await callApi('captcha')).value, [], { enabled: shown });

  const { retry } = remote;
  const load = useCallback(() => {
    setShown(true);
    retry();
  }, [retry]);
  return { shown, captcha: remote.data, failed: remote.failed, load };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
