import { useState } from 'react';
import type { TFunction } from 'i18next';
import { opsErrorText } from '../errorText';

/**
 * A dialog's one action: `run` clears the last refusal, stops if `invalid()` says the form is not ready, then sends;
 * success hands the reply to `onDone` (which closes the dialog), a refusal stays in the dialog as words (`error`) and
 * the buttons come back.
 */
export function useDialogAction<R>(t: TFunction, onDone: (reply: R) => void) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function run(send: () => Promise<R>, invalid: () => boolean = () => false) {
    setError(undefined);
    if (invalid()) return;
    setBusy(true);
    try {
      onDone(await send());
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }
  return { busy, error, run };
}
