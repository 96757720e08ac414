import type { i18n } from 'i18next';
import { catalogues } from './catalogues';
import { createI18nInstance } from './i18nInstance';

/** Creates an i18next instance with all 32 codes registered and both catalogues bundled (Storybook and tests). */
export function createI18n(language: string): i18n {
  return createI18nInstance(language, catalogues);
}
