// The console's catalogues (src/ops/i18n/<lang>/<area>.json): English and Filipino have the same keys in every area,
// every nav label of src/ops/screens.ts exists in both, and every literal key the console's code uses exists in
// English, so no screen of the console shows a raw key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createOpsI18n, opsResources } from './i18n';
import { screens } from './screens';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('console catalogues', () => {
  const resources = opsResources();

  test('English and Filipino have the same areas and keys', () => {
    expect(Object.keys(resources.ty ?? {}).sort()).toEqual(Object.keys(resources.en ?? {}).sort());
    for (const area of Object.keys(resources.en ?? {}))
      expect(keysOf(resources.ty?.[area]).sort(), area).toEqual(keysOf(resources.en?.[area]).sort());
  });

  test.each(['en', 'ty'] as const)('every screen has a nav label in %s', (language) => {
    const i18n = createOpsI18n(language);
    for (const screen of screens) expect(i18n.exists(screen.labelKey), screen.labelKey).toBe(true);
  });

  test('every literal key the console uses exists in English, in the namespaces its file reads', () => {
    const english = resources.en ?? {};
    // A counted string lives under its plural forms (key_one, key_other), as i18next resolves them.
    const has = (namespace: string, key: string) =>
      keysOf(english[namespace]).some((k) => k === key || k === `${key}_other`);
    const missing: string[] = [];
    for (const file of sourceFiles(__dirname)) {
      const text = readFileSync(file, 'utf8');
      const namespaces = [...text.matchAll(/useTranslation\(\s*'(\w+)'/g)].map((m) => m[1]!);
      for (const [, key] of text.matchAll(/\bt\(\s*'([\w.:]+)'/g)) {
        const [namespace, bare] = key!.includes(':') ? key!.split(':') : [undefined, key!];
        const found = namespace ? has(namespace, bare!) : [...namespaces, 'shell'].some((ns) => has(ns, bare!));
        if (!found) missing.push(`${file.slice(__dirname.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}
