import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues } from './catalogues';
import { LANGUAGE_CODES, htmlLangOf } from './languages';

/** Creates an i18next instance with all 32 codes registered (used by the app, Storybook and tests). */
export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    supportedLngs: [...LANGUAGE_CODES],
    lowerCaseLng: false,
    load: 'currentOnly',
    resources: { EN: { translation: catalogues.EN }, TY: { translation: catalogues.TY } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(lng);
  });
  return instance;
}
