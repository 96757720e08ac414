import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBrandFile, validateThemePartial } from '../../src/config/generated/validators';
import type { BrandFile } from '../../src/config/types';

const brandsDir = join(__dirname, '../../brands');
const ids = readdirSync(brandsDir).filter((id) => existsSync(join(brandsDir, id, 'brand.json')));
const load = (id: string) => JSON.parse(readFileSync(join(brandsDir, id, 'brand.json'), 'utf8')) as BrandFile;
const brands = ids.map(load);

describe('brand folders', () => {
  it.each(ids)('%s: brand.json, theme.json and logo are valid', (id) => {
    const file = load(id);
    expect(validateBrandFile(file), JSON.stringify(validateBrandFile.errors)).toBe(true);
    expect(file.brand.id).toBe(id);
    const theme = JSON.parse(readFileSync(join(brandsDir, id, 'theme.json'), 'utf8'));
    expect(validateThemePartial(theme), JSON.stringify(validateThemePartial.errors)).toBe(true);
    expect(readFileSync(join(brandsDir, id, 'logo.svg'), 'utf8')).toMatch(/^<svg[^>]+aria-label=/);
  });

  it('refuses unknown theme tokens', () => {
    expect(validateThemePartial({ colors: { primray: '#fff' } })).toBe(false);
    expect(validateThemePartial({ colors: { primary: 'red; background:url(x)' } })).toBe(false);
  });

  it('demo brands differ visibly and functionally', () => {
    expect(brands.length).toBeGreaterThanOrEqual(3);
    const some = (pred: (b: BrandFile) => boolean) => brands.some(pred);
    expect(some((b) => b.settings.whiteLabel.DIRECTREG3)).toBe(true);
    expect(some((b) => !b.settings.whiteLabel.DIRECTREG3)).toBe(true);
    expect(some((b) => b.settings.whiteLabel.MOBILEVERCODELOGIN3)).toBe(true);
    expect(some((b) => b.settings.promotions.REFERRAL.enabled)).toBe(true);
    expect(some((b) => !b.settings.promotions.REFERRAL.enabled)).toBe(true);
    expect(some((b) => b.settings.mobileTemplate.mem_cen === 1 && b.settings.mobileTemplate.dep_func === 1)).toBe(true);
    expect(some((b) => b.settings.mobileTemplate.mem_cen === 0 && b.settings.mobileTemplate.dep_func === 0)).toBe(true);
    expect(some((b) => b.brand.ageLimit === 21) && some((b) => b.brand.ageLimit === 18)).toBe(true);
    const socials = new Set(
      brands.map((b) =>
        ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'TELEGRAMLOGIN3']
          .filter((f) => b.settings.whiteLabel[f as 'FACEBOOKLOGIN3'])
          .join(),
      ),
    );
    expect(socials.size).toBeGreaterThanOrEqual(3);
    const primaries = ids.map(
      (id) => JSON.parse(readFileSync(join(brandsDir, id, 'theme.json'), 'utf8')).colors?.primary,
    );
    expect(new Set(primaries).size).toBe(ids.length);
  });

  it('maps every domain to one brand only', () => {
    const domains = brands.flatMap((b) => b.domains);
    expect(new Set(domains).size).toBe(domains.length);
  });
});
