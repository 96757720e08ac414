import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable';

// The server renders a route's first screen for every visitor alike (docs/architecture.md, "Start-up"): a route that
// depends on who is looking (a session, a flag that redirects) must leave its render to the browser.
describe('server-rendered routes', () => {
  const ssr = routeTable.filter((route) => route.ssr);

  it('include the landing pages the budgets are measured on', () => {
    expect(ssr.map((route) => route.path)).toEqual(expect.arrayContaining(['/m/home', '/m/gameList', '/m/login']));
  });

  it('have a screen and neither an access rule nor a flag', () => {
    for (const route of ssr) {
      expect(route.screen, route.path).toBeDefined();
      expect(route.access, route.path).toBeUndefined();
      expect(route.flag, route.path).toBeUndefined();
    }
  });

  it('are the only routes with a loader, and every loader names its requests', async () => {
    for (const route of routeTable.filter((r) => r.loader)) {
      expect(route.ssr, route.path).toBe(true);
      const loader = await route.loader!();
      expect(loader.requests(new URL(`http://localhost${route.path}`)).length, route.path).toBeGreaterThan(0);
    }
  });
});
