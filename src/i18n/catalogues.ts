import { mergeCatalogue, type Catalogue } from './loadCatalogue';

// Each feature keeps its strings in its own file (locales/<lang>/<area>.json); they merge into one catalogue.
// Bundled eagerly for tests and Storybook; the app loads them through loadCatalogue.ts or the page's data block.
const enFiles = import.meta.glob<Catalogue>('./locales/en/*.json', { eager: true, import: 'default' });
const tyFiles = import.meta.glob<Catalogue>('./locales/ty/*.json', { eager: true, import: 'default' });

/** English and Filipino (TY) catalogues; every other registered code falls back to English. */
export const catalogues = { EN: mergeCatalogue(enFiles), TY: mergeCatalogue(tyFiles) };
export type { Catalogue };
