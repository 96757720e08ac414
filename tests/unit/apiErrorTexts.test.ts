import { describe, expect, it } from 'vitest';
import { FAILURE_CODES } from '../../common/generated/api';
import { apiErrorKey } from '../../src/api/apiErrorText';
import { catalogues, type Catalogue } from '../../src/i18n/catalogues';

/** The catalogue's text at a dotted key, or undefined. */
function textAt(catalogue: Catalogue, key: string): string | undefined {
  const leaf = key.split('.').reduce<Catalogue | string | undefined>((at, part) => {
    return typeof at === 'object' ? at[part] : undefined;
  }, catalogue);
  return typeof leaf === 'string' && leaf.trim() !== '' ? leaf : undefined;
}

// Every code the server can send (schemas/api/failure-codes.json) reaches the member in their language: the client
// translates a refusal by its code, and a code without text would show the server's English fallback.
describe('failure code texts', () => {
  it('the registry is not empty', () => {
    expect(FAILURE_CODES.length).toBeGreaterThan(50);
  });

  for (const [language, catalogue] of Object.entries(catalogues)) {
    it(`every failure code has ${language} text`, () => {
      const missing = FAILURE_CODES.filter((code) => !textAt(catalogue, apiErrorKey(code)));
      expect(missing, `add apiError.<code with _> to src/i18n/locales/${language.toLowerCase()}`).toEqual([]);
    });
  }
});
