import { deepMerge } from '../config/deepMerge';

export type Catalogue = { [key: string]: string | Catalogue };

// Each feature keeps its strings in its own file (locales/<lang>/<area>.json); they merge into one catalogue. The app
// loads a language's files on demand (one chunk per language, vite.config.ts) unless the page carried them already
// (the server's data block); tests and Storybook use the eager catalogues.ts.
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

/** Merges a language's files, in path order, into one catalogue. */
export const mergeCatalogue = (byPath: Record<string, Catalogue>): Catalogue =>
  Object.keys(byPath)
    .sort()
    .reduce<Catalogue>((all, path) => deepMerge(all, byPath[path]), {});

/** A language's merged catalogue, loaded on demand; undefined for a language that has none (it shows English). */
export async function loadCatalogue(language: string): Promise<Catalogue | undefined> {
  const dir = `./locales/${language.toLowerCase()}/`;
  const paths = Object.keys(files).filter((path) => path.startsWith(dir));
  if (paths.length === 0) return undefined;
  const loaded = await Promise.all(paths.map(async (path) => [path, await files[path]!()] as const));
  return mergeCatalogue(Object.fromEntries(loaded));
}
