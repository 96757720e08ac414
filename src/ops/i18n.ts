import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console's own i18next instance (not the player app's): one namespace per area, read from
 * `src/ops/i18n/<lang>/<area>.json`, so each screen's author owns its catalogue file. `en` is English, `ty` Filipino
 * (the player app's code for it). The catalogues are small and bundled with the console.
 */
const files = import.meta.glob<Record<string, unknown>>('./i18n/*/*.json', { eager: true, import: 'default' });

export const OPS_LANGUAGES = ['en', 'ty'] as const;
export type OpsLanguage = (typeof OPS_LANGUAGES)[number];
const LANGUAGE_KEY = 'wps.ops.language';
const HTML_LANG: Record<OpsLanguage, string> = { en: 'en', ty: 'fil' };

/** `{ en: { shell: {...}, withdrawals: {...} }, ty: {...} }` from the file names. */
export function opsResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const match = /\.\/i18n\/(\w+)\/(\w+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (resources[language] ??= {})[namespace] = catalogue;
  }
  return resources;
}

const isLanguage = (value: unknown): value is OpsLanguage => OPS_LANGUAGES.includes(value as OpsLanguage);

function storedLanguage(): OpsLanguage {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export function createOpsI18n(language: OpsLanguage = storedLanguage()): i18n {
  const instance = i18next.createInstance();
  const resources = opsResources();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...OPS_LANGUAGES],
    resources,
    ns: Object.keys(resources.en ?? {}),
    // Keys without a namespace prefix are the shell's; screens use their own (`useTranslation('withdrawals')`).
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  const applyLang = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[isLanguage(lng) ? lng : 'en'];
  };
  applyLang(language);
  instance.on('languageChanged', (lng) => {
    applyLang(lng);
    try {
      localStorage.setItem(LANGUAGE_KEY, lng);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  });
  return instance;
}
