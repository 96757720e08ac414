import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/apiErrorText';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';

export interface SubmitOptions<T> {
  /** A loading toast while the call runs (SPEC §9: loading toasts last up to 10 s), e.g. "Please wait". */
  loading?: string;
  /** A success toast once the call succeeded. */
  success?: string;
  /** How long the success toast shows (default TOAST_MS.success, 1 s). */
  successMs?: number;
  /** What follows success (sign in, navigate), after the success toast; its failure counts as the submit's. */
  onSuccess?: (result: T) => unknown;
  /** Stay busy after success, so the button stays disabled until a delayed navigation leaves the screen. */
  stayBusy?: boolean;
  /** Extra work on failure (clear a single-use code, reload the captcha, mark a field); runs after `problem` is set. */
  onError?: (error: unknown) => void;
}

/**
 * The submit of a form: one call at a time (`busy`), the refusal's text in `problem` (through `apiErrorText`, for a
 * FormAlert), and optional loading and success toasts. The action may return `false` to stop without success after
 * it showed why itself (e.g. an invitation code the server rejected). Resolves with whether the submit succeeded.
 */
export function useSubmit() {
  const { feedback } = useStores();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // The state updates after the render; the ref stops a second tap in the same frame.
  const running = useRef(false);

  const run = async <T>(action: () => Promise<T | false>, options: SubmitOptions<T> = {}): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setProblem(undefined);
    if (options.loading) feedback.showToast({ kind: 'loading', message: options.loading });
    let succeeded = false;
    try {
      const result = await action();
      if (result === false) {
        feedback.hideLoading();
        return false;
      }
      if (options.success)
        feedback.showToast({
          kind: 'success',
          message: options.success,
          duration: options.successMs ?? TOAST_MS.success,
        });
      await options.onSuccess?.(result);
      succeeded = true;
    } catch (error) {
      feedback.hideLoading();
      setProblem(apiErrorText(t, error));
      options.onError?.(error);
    } finally {
      if (!(succeeded && options.stayBusy)) {
        running.current = false;
        setBusy(false);
      }
    }
    return succeeded;
  };

  return { busy, problem, setProblem, run };
}

export type Submit = ReturnType<typeof useSubmit>;
