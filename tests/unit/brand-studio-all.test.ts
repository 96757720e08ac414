// checkBrandConfig (common/brandStudio/checkBrandConfig.ts): every check, in a stable order, over real brands.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBrandConfig } from '@common/brandStudio/checkBrandConfig';
import { brandIds, realConfig } from './brand-studio-fixtures';

const logoOf = (id: string) =>
  `data:image/svg+xml;base64,${Buffer.from(readFileSync(`brands/${id}/logo.svg`)).toString('base64')}`;

describe('checkBrandConfig', () => {
  it('passes every real brand', () => {
    for (const id of brandIds) {
      const problems = checkBrandConfig({ ...realConfig(id), logo: logoOf(id) }, { otherBrandsDomains: {} });
      const found = problems.map((p) => `${p.check} ${p.params.foreground}/${p.params.background} ${p.params.ratio}`);
      // lucky-peso failed once: the confirm dialog's other button wrote its gold (#f5a623) on white, 2.02:1. The
      // button's text is the text colour now, and the pair is gone from CONTRAST_PAIRS.
      expect(found, id).toEqual([]);
    }
  });

  it('lists the checks in a stable order: schema, contrast, reachability, landing, domains, logo', () => {
    const config = realConfig('lucky-peso');
    config.logo = 'data:image/png;base64,AAAA';
    config.brand.domains = ['taken.example'];
    config.brand.settings.agentMenu.transactionRecord = true;
    config.brand.settings.whiteLabel.TRANSREC3 = false;
    config.theme.colors.onHeader = '#1a0f01';
    config.brand.brand.ageLimit = 'x';
    const checks = checkBrandConfig(config, { otherBrandsDomains: { other: ['taken.example'] } }).map((p) => p.check);
    expect([...new Set(checks)]).toEqual(['schema', 'contrast', 'reachability', 'domains', 'logo']);
    expect(checks).toEqual([...checks].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
  });

  it('does not throw on a configuration that is mid-edit', () => {
    for (const broken of [null, {}, { brand: { settings: null } }, { theme: 3, logo: 5 }, []])
      expect(() => checkBrandConfig(broken, { otherBrandsDomains: {} })).not.toThrow();
  });
});

const ORDER = ['schema', 'contrast', 'reachability', 'landing', 'domains', 'logo'];
