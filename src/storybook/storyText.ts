import { catalogues, type Catalogue } from '../i18n/catalogues';

/** The English text of a key, so play functions find items by the name a person sees. */
export function en(key: string): string {
  return textOf(key, 'EN');
}

/** The Filipino text of a key, for stories of brands whose default language is Filipino. */
export function ty(key: string): string {
  return textOf(key, 'TY');
}

function textOf(key: string, language: keyof typeof catalogues): string {
  const value = key
    .split('.')
    .reduce<Catalogue | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogues[language],
    );
  if (typeof value !== 'string') throw new Error(`no ${language} text for ${key}`);
  return value;
}
