import { useState } from 'react';
import { useStores } from '../stores/StoresContext';
import { useRemoteData, type RemoteData } from './useRemoteData';

/** SPEC §4: reloads after a language change wait this long (the last of several quick changes wins). */
export const LANGUAGE_RELOAD_MS = 200;

/**
 * Remote data in the current language: loads at once on the first render (and when `deps` change), and 200 ms after
 * a language change, so a screen does not wait on its first load while quick language switches make one call.
 * Call it from an observer component (it reads the UI store's language).
 */
export function useLanguageData<T>(load: () => Promise<T>, deps: readonly unknown[] = []): RemoteData<T> {
  const { ui } = useStores();
  const [initial] = useState(ui.language);
  const [changed, setChanged] = useState(false);
  // Derived state: once the language has changed, the debounce stays on (going back is a change too).
  if (!changed && ui.language !== initial) setChanged(true);
  const delayMs = changed || ui.language !== initial ? LANGUAGE_RELOAD_MS : 0;
  return useRemoteData(load, [ui.language, ...deps], { delayMs });
}
