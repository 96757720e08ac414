import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, htmlLangOf } from './languages';
import type { Catalogue } from './loadCatalogue';

/**
 * An i18next instance with all 32 codes registered, over the catalogues given. With `load`, a language whose
 * catalogue is not among them is loaded on demand (changeLanguage waits for it); without, it shows English.
 */
export function createI18nInstance(
  language: string,
  catalogues: Readonly<Record<string, Catalogue>>,
  load?: (language: string) => Promise<Catalogue | undefined>,
): i18n {
  const instance = i18next.createInstance();
  if (load) {
    const backend: BackendModule = {
      type: 'backend',
      callbackApi: true,
      init: () => undefined,
      read: (lng, _namespace, callback) => {
        load(lng).then(
          (catalogue) => callback(null, catalogue ?? {}),
          (error: unknown) => callback(error as Error, null),
        );
      },
    };
    instance.use(backend);
  }
  void instance.use(initReactI18next).init({
    lng: language,
    // Filipino needs no fallback: its catalogue has every key (tests/unit/i18nCatalogues.test.ts), so a Filipino
    // start never loads English. Codes without a catalogue show English.
    fallbackLng: { TY: [], default: ['EN'] },
    supportedLngs: [...LANGUAGE_CODES],
    lowerCaseLng: false,
    load: 'currentOnly',
    resources: Object.fromEntries(Object.entries(catalogues).map(([code, c]) => [code, { translation: c }])),
    partialBundledLanguages: !!load,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(lng);
  });
  return instance;
}
