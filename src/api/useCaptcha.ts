import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from './callApi';
import { useRemoteData } from './useRemoteData';

/**
 * The captcha image and id, and its proof of work. Loads when shown from the start, and again on each `load` (after a
 * refusal asking for one, on tap, after each failed attempt); replies to an older request are dropped, so the image
 * on screen is always the one the next attempt is checked against.
 *
 * Each captcha's proof of work (issue 28: the server accepts a captcha only once its work is proven) is solved in web
 * workers and sent as soon as the captcha loads, while the player reads the digits. `proven()` waits for the current
 * one, so a quick submit waits a moment instead of being refused; `proving` says the work is under way.
 */
export function useCaptcha(initiallyShown: boolean) {
  const [shown, setShown] = useState(initiallyShown);
  // Also sets the captcha_id cookie the next attempt is checked with.
  const remote = useRemoteData(async () => (await callApi('captcha')).value, [], { enabled: shown });
  const captcha = remote.data;
  const proof = useRef<{ captchaId: string; done: Promise<void> }>(undefined);
  // The captcha whose proof has settled (sent, or failed): the one on screen is being proven until it is this one.
  const [settled, setSettled] = useState<string>();

  useEffect(() => {
    if (!captcha) return;
    const controller = new AbortController();
    // The solver (altcha-lib) loads only with a captcha: most visits to a sign-in page never show one.
    const done = import('./solvePow')
      .then(({ solvePow }) => solvePow(captcha.pow, controller))
      .then(async (solution) => {
        await callApi('captchaProof', { body: { challenge: captcha.pow, solution } });
      });
    proof.current = { captchaId: captcha.captchaId, done };
    // A failed proof shows when the player submits (proven() throws): the attempt's error loads a new captcha.
    done
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setSettled(captcha.captchaId);
      });
    return () => controller.abort();
  }, [captcha]);

  const proven = useCallback(async () => {
    if (captcha && proof.current?.captchaId === captcha.captchaId) await proof.current.done;
  }, [captcha]);

  const { retry } = remote;
  const load = useCallback(() => {
    setShown(true);
    retry();
  }, [retry]);
  const proving = !!captcha && settled !== captcha.captchaId;
  return { shown, captcha, failed: remote.failed, proving, proven, load };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
