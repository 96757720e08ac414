import { useCallback, useState } from 'react';

/** What the last copy did: nothing yet, copied, or blocked (the text is left selected for the person to copy). */
export type CopyResult = 'idle' | 'copied' | 'blocked';

/** Tries the async clipboard, then the older copy command on the selected field. */
async function copyFrom(field: HTMLInputElement): Promise<Exclude<CopyResult, 'idle'>> {
  try {
    await navigator.clipboard.writeText(field.value);
    return 'copied';
  } catch {
    // Not allowed here (insecure context, permission, old browser): fall back to selecting and the copy command.
  }
  field.focus();
  field.select();
  try {
    if (document.execCommand('copy')) return 'copied';
  } catch {
    // Blocked too: the selection stays for the person to copy by hand.
  }
  field.select();
  return 'blocked';
}

/** A copy action per field and the result of the last one (for the status line). */
export function useCopy() {
  const [result, setResult] = useState<{ field: string; result: CopyResult }>({ field: '', result: 'idle' });
  const copy = useCallback(async (name: string, field: HTMLInputElement | null) => {
    if (!field) return;
    setResult({ field: name, result: await copyFrom(field) });
  }, []);
  return { ...result, copy };
}
