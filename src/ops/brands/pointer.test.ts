import { describe, expect, it } from 'vitest';
import { getAt, setAt } from './pointer';
import { locate } from './tabs';

describe('brand config pointers', () => {
  const config = {
    brand: { settings: { whiteLabel: { DIRECTREG3: true } } },
    theme: { colors: { primary: '#f5a623' } },
  };

  it('reads and writes a leaf without touching the original', () => {
    const next = setAt(config, '/theme/colors/primary', '#000000');
    expect(getAt(next, '/theme/colors/primary')).toBe('#000000');
    expect(config.theme.colors.primary).toBe('#f5a623');
    expect(next.brand).toBe(config.brand);
  });

  it('creates missing steps and removes a key set to undefined', () => {
    const added = setAt(config, '/theme/radii/md', '8px');
    expect(getAt(added, '/theme/radii')).toEqual({ md: '8px' });
    expect(getAt(setAt(added, '/theme/radii/md', undefined), '/theme/radii')).toEqual({});
  });

  it('finds the tab and the field id of a problem', () => {
    expect(locate('/theme/colors/onPrimary')).toEqual({
      tab: 'theme',
      id: 'theme_colors_onPrimary',
      segments: ['colors', 'onPrimary'],
    });
    expect(locate('/brand/settings/whiteLabel/DIRECTREG3')).toMatchObject({
      tab: 'flags',
      id: 'flags_whiteLabel_DIRECTREG3',
    });
    expect(locate('/brand/domains/1')).toMatchObject({ tab: 'menus', id: 'menus_domains_1' });
    expect(locate('/brand/registerSettings/fields/0/name')).toMatchObject({
      tab: 'register',
      id: 'register_registerSettings_fields_0_name',
    });
    expect(locate('/logo')).toMatchObject({ tab: 'logo', id: 'brand-logo-file' });
    expect(locate('/brand/settings/mobileTemplate/mem_cen')?.segments).toEqual(['mobileTemplate', 'mem_cen']);
    expect(locate('/brand/settings/unknownPart')).toBeUndefined();
  });

  it('finds the promotions and rules tab for its parts, down to an array item', () => {
    expect(locate('/brand/settings/rebate/rates/slots')).toEqual({
      tab: 'rules',
      id: 'rules_rebate_rates_slots',
      segments: ['rebate', 'rates', 'slots'],
    });
    expect(locate('/brand/settings/redRain/events/1/max')).toMatchObject({
      tab: 'rules',
      id: 'rules_redRain_events_1_max',
    });
    expect(locate('/brand/settings/ops/fourEyesThreshold')).toMatchObject({
      tab: 'rules',
      id: 'rules_ops_fourEyesThreshold',
    });
    expect(locate('/brand/settings/bankAccountShared')).toMatchObject({ tab: 'rules', id: 'rules_bankAccountShared' });
  });
});
