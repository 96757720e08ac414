// The landing check (common/brandStudio/landing.ts): the page a brand lands on is not a route a flag turns off.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLanding } from '@common/brandStudio/landing';
import { LANDING_PATH, ROUTE_FLAGS } from '@common/brandStudio/routeGates';
import { paths } from '../../src/registry/paths';
import { brandIds, realConfig } from './brand-studio-fixtures';

describe('landing page', () => {
  it('passes the real brands', () => {
    for (const id of brandIds) expect(checkLanding(realConfig(id)), id).toEqual([]);
  });

  it('refuses a landing route whose flag is off, naming the flag to turn on', () => {
    const config = realConfig('bayani-bet');
    const rules = { landing: `${paths.leaderBoard}?tab=week`, routeFlags: ROUTE_FLAGS };
    expect(config.brand.settings.promotions.MISSION.enabled).toBe(false);
    expect(checkLanding(config, rules)).toEqual([
      expect.objectContaining({
        check: 'landing',
        path: '/brand/settings/promotions/MISSION/enabled',
        messageKey: 'checks.landingOff',
        params: { route: paths.leaderBoard, flag: 'MISSION' },
      }),
    ]);
    config.brand.settings.promotions.MISSION.enabled = true;
    expect(checkLanding(config, rules)).toEqual([]);
  });

  it('checks the landing every brand really has: the PWA start_url, which no flag gates today', () => {
    expect(readFileSync('server/src/services/manifest.ts', 'utf8')).toContain(`start_url: '${LANDING_PATH}'`);
    expect(ROUTE_FLAGS[LANDING_PATH]).toBeUndefined();
  });
});
