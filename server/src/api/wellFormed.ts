/**
 * Text must be well-formed Unicode: a lone UTF-16 surrogate ("\ud800") has no UTF-8 form, so PostgreSQL refuses to
 * store it and the request ended in a 500. Checked with every body, query, path parameter and sealed payload, beside
 * its schema (schemaCompilers.ts, sealedPayload.ts): one rule for every endpoint.
 */

// With the u flag a surrogate pair is one code point, so only a lone surrogate is in the category Cs.
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** The JSON pointer of the first string (or object key) in a value that is not well-formed; undefined if none. */
export function illFormedAt(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return wellFormed(value) ? undefined : at || '/';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = illFormedAt(value[i], `${at}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const path = `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (!wellFormed(key)) return path;
      const found = illFormedAt(inner, path);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** An Ajv-style error for the ill-formed string at `instancePath` (the envelope maps it to its field's failure). */
export const illFormedError = (instancePath: string) => ({
  instancePath,
  schemaPath: '#/wellFormed',
  keyword: 'wellFormed',
  params: {},
  message: 'must be well-formed Unicode (no lone surrogates)',
});
