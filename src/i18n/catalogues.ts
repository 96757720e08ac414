import { deepMerge } from '../config/deepMerge';

type Catalogue = { [key: string]: string | Catalogue };

// Each feature keeps its strings in its own file (locales/<lang>/<area>.json); they merge into one catalogue.
const enFiles = import.meta.glob<Catalogue>('./locales/en/*.json', { eager: true, import: 'default' });
const tyFiles = import.meta.glob<Catalogue>('./locales/ty/*.json', { eager: true, import: 'default' });

const merge = (files: Record<string, Catalogue>): Catalogue =>
  Object.keys(files)
    .sort()
    .reduce<Catalogue>((all, path) => deepMerge(all, files[path]), {});

/** English and Filipino (TY) catalogues; every other registered code falls back to English. */
export const catalogues = { EN: merge(enFiles), TY: merge(tyFiles) };
export type { Catalogue };
