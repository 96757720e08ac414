// Security round 3, finding 11: a server-rendered page is rendered and cached by its path and the parameters its
// route reads; other parameters make no new variant.
import { describe, expect, test } from 'vitest';
import { routeDefOf } from './useRouteDef';
import { ssrUrl } from './ssrUrl';

const at = (url: string) => new URL(url, 'http://localhost');

describe('ssrUrl', () => {
  test('drops every parameter the route does not read', () => {
    const home = routeDefOf('/m/home')!;
    expect(ssrUrl(at('/m/home?brand=lucky-peso&x=1&utm_source=ad'), home)).toBe('/m/home');
    const login = routeDefOf('/m/login')!;
    expect(ssrUrl(at(`/m/login?redirect=%2Fm%2Fmine&junk=${Math.random()}`), login)).toBe('/m/login');
  });

  test("keeps the game list's gameType (its first value), whatever else comes with it or in which order", () => {
    const list = routeDefOf('/m/gameList')!;
    expect(list.ssr).toBe(true);
    expect(ssrUrl(at('/m/gameList?z=9&gameType=SLOT&gameType=LIVE&a=1'), list)).toBe('/m/gameList?gameType=SLOT');
    expect(ssrUrl(at('/m/gameList?a=1'), list)).toBe('/m/gameList');
  });
});
