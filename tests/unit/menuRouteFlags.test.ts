// A menu item never leads to a route its flag turns off (issue 33: the agent grid's transaction-record tile followed
// agent.transactionRecord while its route follows TRANSREC3, so a brand could show a tile that only refuses). For every
// item of every menu that opens a flag-gated route: with the route's flag off and everything else on, the item hides.
import { expect, test } from 'vitest';
import { routeTable } from '../../src/app/routes/routeTable';
import type { FlagId } from '../../src/registry/flags';
import * as agent from '../../src/registry/menus/agentMenu';
import * as member from '../../src/registry/menus/memberCentreMenu';
import { visibleItems, type MenuItem } from '../../src/registry/menus/menuItem';
import * as shell from '../../src/registry/menus/shellMenus';

const menus = Object.entries({ ...agent, ...member, ...shell }).filter(
  (entry): entry is [string, readonly MenuItem[]] => Array.isArray(entry[1]),
);
const routeFlag = new Map<string, FlagId>(routeTable.filter((r) => r.flag).map((r) => [r.path, r.flag!]));

test('no menu item shows while the route it opens is turned off', () => {
  const leaks: string[] = [];
  for (const [menu, items] of menus)
    for (const item of items) {
      const flag = item.to && routeFlag.get(item.to.split('?')[0]!);
      if (!flag) continue;
      for (const memberType of [0, 1]) {
        const shown = visibleItems([item], {
          isOn: (f: FlagId) => f !== flag,
          loggedIn: true,
          memberType,
          toUpline: true,
        });
        if (shown.length > 0) leaks.push(`${menu}.${item.id} (member type ${memberType}) → ${item.to} behind ${flag}`);
      }
    }
  expect(leaks).toEqual([]);
});
