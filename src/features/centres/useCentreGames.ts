import { useEffect, useRef, useState } from 'react';
import { LANGUAGE_RELOAD_MS } from '../../api/useLanguageData';
import { useStores } from '../../stores/StoresContext';
import { CentreGamesStore } from './CentreGamesStore';

/**
 * A centre's games store for `gameType` (undefined: every type): page 1 on mount, afresh when the type changes, and
 * again 200 ms after a language change (game names are per language, SPEC §4). Call from an observer.
 */
export function useCentreGames(gameType: string | undefined): CentreGamesStore {
  const { ui } = useStores();
  const [store] = useState(() => new CentreGamesStore(gameType));
  const language = ui.language;
  const shownLanguage = useRef(language);

  useEffect(() => {
    // loadMore, not restart: a first page already on its way is kept.
    void store.list.loadMore();
  }, [store]);

  useEffect(() => store.setGameType(gameType), [store, gameType]);

  useEffect(() => {
    if (shownLanguage.current === language) return;
    const timer = setTimeout(() => {
      shownLanguage.current = language;
      store.list.restart();
    }, LANGUAGE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [store, language]);

  return store;
}
