import { describe, expect, it, vi } from 'vitest';
import { bayaniBetConfig, luckyPesoConfig } from '../../tests/fixtures/appConfig';
import { parseAppConfig } from './parseAppConfig';
import { configProblems, reportConfigProblems } from './reportConfigProblems';

const defaults = bayaniBetConfig();

describe('parseAppConfig falls back to brand defaults part by part', () => {
  it('accepts a valid configuration untouched', () => {
    const raw = luckyPesoConfig();
    const { config, problems } = parseAppConfig(raw, defaults);
    expect(problems).toEqual([]);
    expect(config).toEqual(raw);
  });

  it('repairs a missing field from the defaults and keeps the rest', () => {
    const raw = luckyPesoConfig();
    delete (raw.settings as Partial<typeof raw.settings>).vipBenefit;
    const { config, problems } = parseAppConfig(raw, defaults);
    expect(problems.map((p) => p.path)).toEqual(['/vipBenefit']);
    expect(config.settings.vipBenefit).toEqual(defaults.settings.vipBenefit);
    expect(config.settings.whiteLabel.DIRECTREG3).toBe(true); // untouched part keeps the server's value
  });

  it('repairs a wrong type', () => {
    const raw = luckyPesoConfig() as unknown as { settings: { mobileTemplate: Record<string, unknown> } };
    raw.settings.mobileTemplate.mem_cen = 'one';
    const { config, problems } = parseAppConfig(raw, defaults);
    expect(problems.map((p) => p.path)).toEqual(['/mobileTemplate/mem_cen']);
    // The browser's validators carry no message strings: the reason is built from the keyword and its params.
    expect(problems[0]?.message).toBe('type (integer)');
    expect(config.settings.mobileTemplate.mem_cen).toBe(defaults.settings.mobileTemplate.mem_cen);
    expect(config.settings.mobileTemplate.dep_func).toBe(1);
  });

  it('repairs an unknown flag value and drops an unknown flag', () => {
    const raw = luckyPesoConfig() as unknown as { settings: { whiteLabel: Record<string, unknown> } };
    raw.settings.whiteLabel.GOOGLELOGIN3 = 'maybe';
    raw.settings.whiteLabel.NOSUCHFLAG = true;
    const { config, problems } = parseAppConfig(raw, defaults);
    expect(problems.map((p) => p.path).sort()).toEqual(['/whiteLabel/GOOGLELOGIN3', '/whiteLabel/NOSUCHFLAG']);
    expect(problems.find((p) => p.path === '/whiteLabel/NOSUCHFLAG')?.message).toBe(
      'additionalProperties (NOSUCHFLAG)',
    );
    expect(config.settings.whiteLabel.GOOGLELOGIN3).toBe(false);
    expect('NOSUCHFLAG' in config.settings.whiteLabel).toBe(false);
  });

  it('lists every failing path at once', () => {
    const raw = luckyPesoConfig() as unknown as { brand: Record<string, unknown>; settings: Record<string, unknown> };
    raw.brand.ageLimit = 16;
    raw.settings.maintenance = 'no';
    delete raw.settings.agentMenu;
    const { problems } = parseAppConfig(raw, defaults);
    expect(problems.map((p) => `${p.source}${p.path}`).sort()).toEqual([
      'brand/ageLimit',
      'settings/agentMenu',
      'settings/maintenance',
    ]);
  });

  it('uses the defaults whole when the reply is not an object', () => {
    const { config, problems } = parseAppConfig({ brand: null, settings: 'garbage' }, defaults);
    expect(config).toEqual(defaults);
    expect(problems).toHaveLength(2);
  });

  it('reports each problem once, to the console and the overlay list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problem = { source: 'settings', path: '/maintenance', message: 'must be boolean' };
    reportConfigProblems([problem]);
    reportConfigProblems([problem]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('settings/maintenance');
    expect(configProblems.filter((p) => p.path === '/maintenance')).toHaveLength(1);
    warn.mockRestore();
  });
});
