// The schema check (common/brandStudio/schemaCheck.ts): the BrandConfig against schemas/brand-config.schema.json,
// each failure a problem at its JSON pointer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSchema } from '@common/brandStudio/schemaCheck';

const brand = JSON.parse(readFileSync('brands/bayani-bet/brand.json', 'utf8'));
const theme = JSON.parse(readFileSync('brands/bayani-bet/theme.json', 'utf8'));
const valid = () => structuredClone({ brand, theme, logo: null });

describe('brand configuration schema', () => {
  it('accepts a real brand', () => {
    expect(checkSchema(valid())).toEqual([]);
  });

  it('names each failing field by its JSON pointer', () => {
    const config = valid();
    config.theme.colors.primary = 'blue';
    config.theme.colors.glow = '#fff';
    config.brand.settings.whiteLabel.MAILCEN = 'yes';
    delete config.brand.brand.merchantCode;
    const problems = checkSchema(config);
    expect(problems.map((p) => p.path).sort()).toEqual(
      [
        '/brand/brand/merchantCode',
        '/brand/settings/whiteLabel/MAILCEN',
        '/theme/colors/glow',
        '/theme/colors/primary',
      ].sort(),
    );
    expect(problems.find((p) => p.path === '/theme/colors/primary')).toMatchObject({
      check: 'schema',
      messageKey: 'checks.schema.pattern',
      fixKey: 'checks.schemaFix',
    });
    expect(problems.find((p) => p.path === '/brand/brand/merchantCode')?.messageKey).toBe('checks.schema.required');
  });

  it('refuses what is not a configuration at all', () => {
    expect(checkSchema(null)).toEqual([expect.objectContaining({ path: '', messageKey: 'checks.schema.type' })]);
  });
});
