import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/i18n';
import { LANGUAGE_CODES } from '../../src/i18n/languages';
import { catalogues, type Catalogue } from '../../src/i18n/catalogues';
import qaEn from '../../src/app/qa/locales/en.json';
import qaTy from '../../src/app/qa/locales/ty.json';

const en = catalogues.EN;
const ty = catalogues.TY;

/** Every leaf key of a catalogue, dotted. */
export function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The operator console (src/ops) has catalogues of its own, checked by src/ops/i18n.test.ts.
    if (statSync(path).isDirectory()) return name === 'generated' || path.endsWith('src/ops') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translation catalogues', () => {
  it('every feature file exists in both languages', () => {
    const files = (lang: string) => readdirSync(join(__dirname, `../../src/i18n/locales/${lang}`)).sort();
    expect(files('ty')).toEqual(files('en'));
  });

  it('English and Filipino have exactly the same keys', () => {
    const enKeys = new Set(keysOf(en));
    const tyKeys = new Set(keysOf(ty));
    expect(
      [...enKeys].filter((k) => !tyKeys.has(k)),
      'missing in ty.json',
    ).toEqual([]);
    expect(
      [...tyKeys].filter((k) => !enKeys.has(k)),
      'missing in en.json',
    ).toEqual([]);
  });

  it('the key comparison notices a missing key', () => {
    expect(keysOf({ a: { b: 'x', c: 'y' } })).toEqual(['a.b', 'a.c']);
  });

  it('the QA drawer brings its own strings (never in a player catalogue) in both languages', () => {
    expect(keysOf(qaTy)).toEqual(keysOf(qaEn));
    expect(keysOf(en).filter((k) => k.startsWith('qa.'))).toEqual([]);
  });

  it('every literal key used in src exists in English', () => {
    const enKeys = new Set([...keysOf(en), ...keysOf(qaEn)]);
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '../../src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/(?:labelKey|titleKey):\s*'([\w.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    // A counted string lives under its plural forms (key_one, key_other), as i18next resolves them.
    expect([...used].filter((k) => !enKeys.has(k) && !enKeys.has(`${k}_other`))).toEqual([]);
  });

  it('registers all 32 codes and falls back to English', () => {
    expect(LANGUAGE_CODES).toHaveLength(32);
    const i18n = createI18n('KO');
    expect(i18n.language).toBe('KO');
    expect(i18n.t('header.login')).toBe('Log in');
    expect(createI18n('TY').t('header.login')).toBe('Mag-log in');
  });
});
