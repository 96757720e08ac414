// The reachability check: every menu item whose flag is on can be reached. An item is reachable when the screen
// that shows its menu is reachable (an entry screen, or the target of a reachable item that is open), and the
// route it opens is not turned off by another flag. Plus: the member centre and deposit variants the brand selects
// exist (an unknown value falls back to base with a warning).
import type { FlagId } from '../../src/registry/flags';
import { screenVariantRegistry } from '../../src/registry/variants';
import { isFlagOn, flagPointer } from './flagState';
import { ENTRY_SCREENS, MENU_PLACEMENTS, type MenuPlacement } from './menuGraph';
import { at, problem, type BrandProblem } from './problem';
import { ROUTE_FLAGS, routeOf } from './routeGates';

export interface MenuGraph {
  placements: readonly MenuPlacement[];
  entries: readonly string[];
  routeFlags: Readonly<Record<string, FlagId>>;
}

const APP_GRAPH: MenuGraph = { placements: MENU_PLACEMENTS, entries: ENTRY_SCREENS, routeFlags: ROUTE_FLAGS };

/** The screens a player can get to: entries, then every open item's target, until nothing new is found. */
function reachableScreens(config: unknown, graph: MenuGraph): Set<string> {
  const on = (flag: FlagId | undefined) => flag === undefined || isFlagOn(config, flag);
  const reached = new Set(graph.entries);
  for (let grew = true; grew;) {
    grew = false;
    for (const menu of graph.placements) {
      if (menu.shownOn !== undefined && !reached.has(menu.shownOn)) continue;
      for (const item of menu.items) {
        for (const to of [item.to, item.guestTo]) {
          if (to === undefined || !on(item.flag) || !on(graph.routeFlags[routeOf(to)])) continue;
          if (reached.has(routeOf(to))) continue;
          reached.add(routeOf(to));
          grew = true;
        }
      }
    }
  }
  return reached;
}

function checkVariants(config: unknown): BrandProblem[] {
  const known = screenVariantRegistry.list().flatMap((v) => v.serverValues);
  return (['mem_cen', 'dep_func'] as const).flatMap((key) => {
    const value = at(config, 'brand', 'settings', 'mobileTemplate', key);
    if (typeof value !== 'number' || known.includes(value)) return [];
    return [problem('reachability', `/brand/settings/mobileTemplate/${key}`, 'variantUnknown', { key, value, known })];
  });
}

export function checkReachability(config: unknown, graph: MenuGraph = APP_GRAPH): BrandProblem[] {
  const reached = reachableScreens(config, graph);
  const problems: BrandProblem[] = [];
  for (const menu of graph.placements) {
    for (const item of menu.items) {
      if (item.flag === undefined || !isFlagOn(config, item.flag)) continue;
      const params = { item: item.labelKey, menu: menu.id, flag: item.flag };
      if (menu.shownOn !== undefined && !reached.has(menu.shownOn)) {
        problems.push(
          problem('reachability', flagPointer(item.flag), 'menuHidden', { ...params, screen: menu.shownOn }),
        );
        continue;
      }
      const gate = item.to === undefined ? undefined : graph.routeFlags[routeOf(item.to)];
      if (gate !== undefined && !isFlagOn(config, gate))
        problems.push(
          problem('reachability', flagPointer(gate), 'routeOff', {
            ...params,
            route: routeOf(item.to!),
            routeFlag: gate,
          }),
        );
    }
  }
  return [...problems, ...checkVariants(config)];
}
