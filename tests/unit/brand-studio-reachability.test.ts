// The reachability check (common/brandStudio/reachability.ts): every flag-gated menu item that is on can be reached.
import { describe, expect, it } from 'vitest';
import { checkReachability } from '@common/brandStudio/reachability';
import { ROUTE_FLAGS } from '@common/brandStudio/routeGates';
import { paths } from '../../src/registry/paths';
import { routeTable } from '../../src/app/routes/routeTable';
import { brandIds, realConfig } from './brand-studio-fixtures';

describe('menu reachability', () => {
  it('passes the real brands', () => {
    for (const id of brandIds) expect(checkReachability(realConfig(id)), id).toEqual([]);
  });

  it('names the flag that turns off the route an agent tile opens', () => {
    const config = realConfig('lucky-peso');
    config.brand.settings.agentMenu.transactionRecord = true;
    config.brand.settings.whiteLabel.TRANSREC3 = false;
    expect(checkReachability(config)).toEqual([
      // The member centre's own entry is off with it, so only the agent tile is left pointing at a closed route.
      expect.objectContaining({
        check: 'reachability',
        path: '/brand/settings/whiteLabel/TRANSREC3',
        messageKey: 'checks.routeOff',
        fixKey: 'checks.routeOffFix',
        params: expect.objectContaining({ flag: 'agent.transactionRecord', route: paths.transactionRecord }),
      }),
    ]);
  });

  it('finds an item whose menu sits on a screen no open entry leads to', () => {
    const config = realConfig('lucky-peso');
    config.brand.settings.whiteLabel.MAILCEN = false;
    config.brand.settings.promotions.MISSION.enabled = true;
    // A menu on the message centre, whose only entries are gated by MAILCEN.
    const graph = {
      entries: [paths.home],
      routeFlags: {},
      placements: [
        {
          id: 'memberCentre',
          items: [{ id: 'm', labelKey: 'menu.messageCentre', to: paths.webEmail, flag: 'MAILCEN' as const }],
        },
        {
          id: 'inbox',
          shownOn: paths.webEmail,
          items: [{ id: 'x', labelKey: 'menu.mission', to: paths.leaderBoard, flag: 'MISSION' as const }],
        },
      ],
    };
    expect(checkReachability(config, graph)).toEqual([
      expect.objectContaining({
        path: '/brand/settings/promotions/MISSION/enabled',
        messageKey: 'checks.menuHidden',
        params: expect.objectContaining({ menu: 'inbox', screen: paths.webEmail }),
      }),
    ]);
    config.brand.settings.whiteLabel.MAILCEN = true;
    expect(checkReachability(config, graph)).toEqual([]);
  });

  it('refuses a member centre or deposit variant the registry does not know', () => {
    const config = realConfig('bayani-bet');
    config.brand.settings.mobileTemplate.mem_cen = 7;
    expect(checkReachability(config)).toEqual([
      expect.objectContaining({ path: '/brand/settings/mobileTemplate/mem_cen', messageKey: 'checks.variantUnknown' }),
    ]);
  });

  it('knows the flag of every flag-gated route of the route table', () => {
    const table = Object.fromEntries(routeTable.filter((r) => r.flag).map((r) => [r.path, r.flag]));
    expect(ROUTE_FLAGS).toEqual(table);
  });
});
