// Every message and fix the publish checks can report has English and Filipino text in the console's `brands`
// catalogue (src/ops/i18n/<lang>/brands.json, under `checks`), and renders without a raw key or placeholder.
import { readFileSync, readdirSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CONTRAST_KEYS } from '@common/brandStudio/contrast';
import { MENU_PLACEMENTS } from '@common/brandStudio/menuGraph';
import { SCHEMA_KEYWORDS } from '@common/brandStudio/schemaCheck';
import en from '../../src/ops/i18n/en/brands.json';
import ty from '../../src/ops/i18n/ty/brands.json';

const dir = 'common/brandStudio';
const source = readdirSync(dir)
  .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
  .join('\n');
// problem('<check>', <path>, '<key>', …): the literal keys of every check but contrast and schema.
const literal = [...source.matchAll(/problem\(\s*'\w+',\s*[^,]+,\s*'(\w+)'/g)].map((m) => m[1]!);
const keys = [...literal, ...Object.values(CONTRAST_KEYS)].flatMap((k) => [`checks.${k}`, `checks.${k}Fix`]);
const all = [...keys, ...[...SCHEMA_KEYWORDS, 'other'].map((k) => `checks.schema.${k}`), 'checks.schemaFix'];

describe('check messages', () => {
  it('finds the keys in the checks (guards the scan)', () => {
    expect(literal).toEqual(
      expect.arrayContaining(['domainTaken', 'routeOff', 'menuHidden', 'landingOff', 'logoUnsafe']),
    );
  });

  it.each([
    ['en', en],
    ['ty', ty],
  ] as const)('has text for each in %s, and a name for each menu', async (lng, catalogue) => {
    const t = await i18next
      .createInstance()
      .init({ lng, resources: { [lng]: { brands: catalogue } }, defaultNS: 'brands' });
    for (const key of all) expect(t(key, { menu: 'agentGrid' }), key).not.toBe(key);
    for (const menu of MENU_PLACEMENTS) expect(t(`checks.menu.${menu.id}`)).not.toBe(`checks.menu.${menu.id}`);
    expect(t('checks.routeOff', { menu: 'agentGrid', flag: 'F', route: '/m/x', routeFlag: 'G' })).not.toContain('$t(');
  });
});
