import { describe, expect, it } from 'vitest';
import { routeAliases, routeTable } from '../../src/app/routes/routeTable';
import type { MenuItem } from '../../src/registry/menus/menuItem';
import { paths } from '../../src/registry/paths';

// Every menu module of the registry, as the app loads them (a new menu file is checked without editing this test).
const menuModules = import.meta.glob<Record<string, unknown>>(
  ['../../src/registry/menus/*.ts', '!../../src/registry/menus/*.test.ts'],
  { eager: true },
);

const isMenu = (value: unknown): value is readonly MenuItem[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === 'object' && item !== null && 'id' in item && 'labelKey' in item);

/** Every declared menu, as `file#export`. */
const menus = Object.entries(menuModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isMenu(value))
    .map(([name, value]) => [`${file.split('/').pop()}#${name}`, value as readonly MenuItem[]] as const),
);

const routes = new Set<string>(routeTable.map((r) => r.path));
const pathOf = (target: string) => target.split(/[?#]/)[0]!;

describe('menu targets (src/registry/menus)', () => {
  it('finds the menus', () => {
    expect(menus.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'shellMenus.ts#footerMenu',
        'memberCentreMenu.ts#memberCentreMenu',
        'agentMenu.ts#agentGridMenu',
      ]),
    );
  });

  it('every item of every menu opens a route of the route table', () => {
    const broken = menus.flatMap(([menu, items]) =>
      items.flatMap((item) =>
        [item.to, item.guestTo]
          .filter((target): target is string => target !== undefined)
          .filter((target) => !routes.has(pathOf(target)))
          .map((target) => `${menu} ${item.id} → ${target}`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('the check notices a target that is not a route', () => {
    expect(routes.has(pathOf('/m/nowhere?x=1'))).toBe(false);
    expect(routes.has(pathOf(`${paths.transactionRecord}?types=A`))).toBe(true);
  });
});

describe('paths (src/registry/paths.ts)', () => {
  it('names exactly the routes of the route table, each once', () => {
    expect(new Set(Object.values(paths))).toEqual(routes);
    expect(routeTable).toHaveLength(routes.size);
  });

  it('names each route after its title key', () => {
    for (const route of routeTable) {
      const name = Object.entries(paths).find(([, path]) => path === route.path)?.[0];
      expect(route.titleKey, route.path).toBe(`route.${name}`);
    }
  });

  it('aliases lead to routes', () => {
    for (const target of Object.values(routeAliases)) expect(routes.has(target)).toBe(true);
  });
});
