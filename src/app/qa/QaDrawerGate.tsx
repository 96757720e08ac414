import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import flagsEn from '../../ops/i18n/en/flags.json';
import flagsTy from '../../ops/i18n/ty/flags.json';
import en from './locales/en.json';
import ty from './locales/ty.json';

// What each flag gates, its screens and audience: the console's `flags` catalogue, one source for both (qa.flag.*).
const DRAWER_STRINGS: Record<string, object> = {
  EN: { qa: { ...en.qa, flag: flagsEn } },
  TY: { qa: { ...ty.qa, flag: flagsTy } },
};

type Drawer = ComponentType;

/** How long after start-up the drawer's code loads: the first screen comes first. */
const ASK_AFTER_MS = 1500;

/**
 * Loads the drawer after start-up. This module is in the bundle only when the build sets VITE_QA_DRAWER=on (npm run
 * build:qa); the production build (npm run build) has none of it. The drawer needs no development tools: it works
 * through the brand studio's API with an operator's console session.
 */
export default function QaDrawerGate() {
  const { i18n } = useTranslation();
  const [drawer, setDrawer] = useState<{ Drawer: Drawer }>();
  useEffect(() => {
    let live = true;
    let stopMerging: (() => void) | undefined;
    const timer = setTimeout(async () => {
      const { QaDrawer } = await import('./QaDrawer');
      if (!live) return;
      // The drawer's strings ride with it: they never weigh on a player's catalogue. Added only beside a language's
      // loaded catalogue: a bundle of the drawer's strings alone would count as the language loaded, and switching
      // to it later would show the app's keys.
      const merge = (language: string) => {
        const strings = DRAWER_STRINGS[language];
        if (strings) i18n.addResourceBundle(language, 'translation', strings, true, false, { silent: true });
      };
      Object.keys(DRAWER_STRINGS)
        .filter((language) => i18n.hasResourceBundle(language, 'translation'))
        .forEach(merge);
      i18n.store.on('added', merge);
      stopMerging = () => i18n.store.off('added', merge);
      setDrawer({ Drawer: QaDrawer });
    }, ASK_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      stopMerging?.();
    };
  }, [i18n]);
  return drawer ? <drawer.Drawer /> : null;
}
