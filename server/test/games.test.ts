import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { centsToDecimal, decimalToCents } from '@common/money';
import { auth, startServer, type Envelope, type TestServer } from './harness';

interface Game {
  nodeId: number;
  gameType: string;
  gameName: string;
  vassalage: string;
  gameClassifyNew: number;
  minBet: number;
  favourite?: boolean;
  iconUrl: string;
}
interface Page {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

let s: TestServer;
let token: string;
let spins: number[] = [];
beforeAll(async () => {
  s = await startServer({ spin: () => spins.shift() ?? 0 });
  token = await s.token();
});
afterAll(() => s.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await s.inject({
    url: `/wps/game/list?merchant=LUCKYPESO&platform=html5&clientType=2&${query}`,
    headers,
  });
  return { status: res.statusCode, body: res.json() as Envelope<Page> };
};

describe('GET /wps/game/vendors', () => {
  test('sorting covers every category in order, mapping matches', async () => {
    const v = (await s.inject({ url: '/wps/game/vendors?typeId=1' })).json() as Envelope<{
      sorting: { gameCategory: string; vendorNames: { gameType: string; vassalage: string }[] }[];
      mapping: Record<string, { vendors: string[]; gameType: Record<string, string> }>;
    }>;
    expect(v.value!.sorting.map((c) => c.gameCategory)).toEqual([
      'RNG',
      'PVP',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTTERY',
      'POKER',
      'INHOUSE',
    ]);
    expect(v.value!.mapping.ESPORTS!.vendors).toEqual(['TF']);
    expect(v.value!.mapping.COCKFIGHT!.vendors).toEqual(['DS88']);
    expect(v.value!.mapping.INHOUSE!.gameType).toEqual({ IH: 'RNG' });
  });
});

describe('GET /wps/game/list', () => {
  test('600+ games, pages of 26 by default', async () => {
    const all = await list('');
    expect(all.body.value!.games).toHaveLength(26);
    expect(all.body.value!.pageNum).toBe(1);
    expect(all.body.value!.totalPages).toBeGreaterThanOrEqual(Math.ceil(600 / 26));
    const last = await list(`pageNo=${all.body.value!.totalPages}`);
    expect(last.body.value!.games.length).toBeGreaterThan(0);
    const beyond = await list(`pageNo=${all.body.value!.totalPages + 1}`);
    expect(beyond.body.value!.games).toEqual([]);
  });

  test('filters: gameType, vassalage, NEW, HOT, isNew, minBet, gameName, language', async () => {
    const rng = await list('gameType=RNG&pageSize=100');
    expect(rng.body.value!.games.every((g) => g.gameType === 'RNG')).toBe(true);
    const ih = await list('gameType=RNG&vassalage=IH&pageSize=100');
    expect(ih.body.value!.games.every((g) => g.vassalage === 'IH')).toBe(true);
    expect(ih.body.value!.games.length).toBeGreaterThan(0);
    const newGames = await list('gameType=RNG&gameClassify=NEW');
    expect(newGames.body.value!.games.every((g) => g.gameClassifyNew === 1)).toBe(true);
    const isNew = await list('isNew=true');
    expect(isNew.body.value!.games.every((g) => g.gameClassifyNew === 1)).toBe(true);
    const hot = await list('gameClassify=HOT');
    expect(hot.body.value!.games.length).toBeGreaterThan(0);
    const minBet = await list('minBet=0.5&pageSize=100');
    expect(minBet.body.value!.games.every((g) => g.minBet === 0.5)).toBe(true);
    const name = await list('gameName=dragon');
    expect(name.body.value!.games.every((g) => /dragon/i.test(g.gameName))).toBe(true);
    const ty = await list('gameName=gintong&language=TY');
    expect(ty.body.value!.games.length).toBeGreaterThan(0);
    expect(ty.body.value!.games[0]!.gameName).toMatch(/Gintong/);
    const multi = await list('vassalage=PG,JILI&pageSize=100');
    expect(new Set(multi.body.value!.games.map((g) => g.vassalage))).toEqual(new Set(['PG', 'JILI']));
    const none = await list('gameName=%25%25nothing');
    expect(none.body.value).toEqual({ games: [], pageNum: 1, totalPages: 1 });
  });

  test('bad input', async () => {
    for (const q of [
      'gameClassify=ODD',
      'pageNo=0',
      'pageNo=x',
      'pageSize=1000',
      'gameName=' + 'x'.repeat(61),
      'vassalage=a;b',
      'minBet=-1',
    ]) {
      const r = await list(q);
      expect(r.status, q).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'request.invalid', message: 'Unknown error' });
    }
    expect((await list('gameClassify=FAV')).status).toBe(401);
  });
});

describe('favourites and recents', () => {
  test('add (idempotent), list, FAV filter, remove; guests are refused', async () => {
    const add = (nodeId: unknown) =>
      s.inject({
        method: 'POST',
        url: '/wps/game/favourites',
        headers: auth(token),
        payload: { nodeId, vendor: 'PG' },
      });
    expect((await add(100002)).json()).toEqual({ success: true, value: null });
    expect((await add(100002)).statusCode).toBe(200);
    expect((await add(100003)).statusCode).toBe(200);
    expect((await add(999)).json()).toMatchObject({ code: 'game.not.found' });
    expect((await add('100004')).statusCode).toBe(400);
    expect(
      (await s.inject({ method: 'POST', url: '/wps/game/favourites', headers: auth(token), payload: {} })).statusCode,
    ).toBe(400);
    const favs = (
      await s.inject({ url: '/wps/game/favourites?pageNo=1&pageSize=26&gameType=RNG', headers: auth(token) })
    ).json() as Envelope<{
      content: Game[];
      pageNum: number;
      totalPages: number;
    }>;
    expect(favs.value!.content.map((g) => g.nodeId).sort()).toEqual([100002, 100003]);
    expect(favs.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    const fav = await list('gameClassify=FAV', auth(token));
    expect(fav.body.value!.games.map((g) => g.nodeId).sort()).toEqual([100002, 100003]);
    expect(fav.body.value!.games.every((g) => g.favourite)).toBe(true);
    const del = await s.inject({
      method: 'DELETE',
      url: '/wps/game/favourites',
      headers: auth(token),
      payload: { nodeId: 100002 },
    });
    expect(del.json()).toEqual({ success: true, value: null });
    const delQuery = await s.inject({
      method: 'DELETE',
      url: '/wps/game/favourites?nodeId=100003',
      headers: auth(token),
    });
    expect(delQuery.statusCode).toBe(200);
    expect((await s.inject({ method: 'DELETE', url: '/wps/game/favourites', headers: auth(token) })).statusCode).toBe(
      400,
    );
    expect((await list('gameClassify=FAV', auth(token))).body.value!.games).toEqual([]);
    expect(
      (await s.inject({ method: 'POST', url: '/wps/game/favourites', payload: { nodeId: 100002 } })).statusCode,
    ).toBe(401);
    expect((await s.inject({ url: '/wps/game/favourites' })).statusCode).toBe(401);
  });

  test('recents: add, list latest first, page size 25; bad input', async () => {
    for (const id of [100010, 100011, 100012]) {
      s.clock.advance(1);
      expect((await s.inject({ url: `/wps/game/recent/add?nodeId=${id}`, headers: auth(token) })).json()).toEqual({
        success: true,
        value: null,
      });
    }
    s.clock.advance(1);
    await s.inject({ url: '/wps/game/recent/add?nodeId=100010', headers: auth(token) });
    const recent = (
      await s.inject({ url: '/wps/game/recent?page=1&pageSize=25&clientType=2', headers: auth(token) })
    ).json() as Envelope<{ list: Game[]; totalPages: number }>;
    expect(recent.value!.list.map((g) => g.nodeId)).toEqual([100010, 100012, 100011]);
    expect(recent.value!.totalPages).toBe(1);
    expect((await s.inject({ url: '/wps/game/recent/add', headers: auth(token) })).statusCode).toBe(400);
    expect((await s.inject({ url: '/wps/game/recent/add?nodeId=abc', headers: auth(token) })).statusCode).toBe(400);
    expect((await s.inject({ url: '/wps/game/recent/add?nodeId=5', headers: auth(token) })).statusCode).toBe(404);
    expect((await s.inject({ url: '/wps/game/recent' })).statusCode).toBe(401);
  });
});

describe('GET /wps/game/hot', () => {
  test('per game type, or one type', async () => {
    const all = (await s.inject({ url: '/wps/game/hot?isPlatform=2&platform=html5' })).json() as Envelope<
      { gameType: string; list: Game[] }[]
    >;
    expect(all.value!.map((h) => h.gameType)).toContain('RNG');
    const rng = (await s.inject({ url: '/wps/game/hot?gameType=RNG&language=TY' })).json() as Envelope<
      { gameType: string; list: Game[] }[]
    >;
    expect(rng.value).toHaveLength(1);
    expect(rng.value![0]!.list.length).toBeLessThanOrEqual(12);
  });
});

describe('launch and the demo game', () => {
  test('launch returns the demo page URL; the page has no inline script; spin moves money once per key', async () => {
    const launch = (
      await s.inject({
        url: '/wps/game/launch?vendor=PG&gameId=PG_0001&nodeId=100001&showChoice=false',
        headers: auth(token),
      })
    ).json() as Envelope<{ url: string }>;
    // The ticket rides in the fragment (never sent to a server); the page itself carries none.
    expect(launch.value!.url).toMatch(/^\/demo-game\/100001\?language=EN#ticket=/);
    const page = await s.inject({ url: launch.value!.url.split('#')[0]! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/demo-game/assets/game.js" defer></script>');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect((await s.inject({ url: '/demo-game/assets/game.js' })).statusCode).toBe(200);
    expect(page.body).toContain('<link rel="stylesheet" href="/demo-game/assets/game.css">');
    const css = await s.inject({ url: '/demo-game/assets/game.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toMatch(/[.#a-z][^{]*\{[^}]+\}/);
    const ticket = decodeURIComponent(launch.value!.url.split('#ticket=')[1]!);
    expect(page.body).not.toContain(ticket);

    // Money crosses the edge as decimal strings ("10.00"); the arithmetic here is in centavos.
    const balance = async () =>
      decimalToCents(
        (
          (await s.inject({ url: '/wps/wallets/balance', headers: auth(token) })).json() as Envelope<{
            sumBalance: string;
          }>
        ).value!.sumBalance,
      )!;
    const before = await balance();
    const spin = (key: string | undefined, stake: unknown) =>
      s.inject({
        method: 'POST',
        url: '/wps/game/demo/spin',
        headers: { 'x-launch-ticket': ticket, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { stake },
      });
    spins = [2];
    const first = (await spin('k-1', '5.00')).json() as Envelope<{ win: string; balance: string; stake: string }>;
    expect(first.value).toMatchObject({ stake: '5.00', win: '10.00', balance: centsToDecimal(before + 500) });
    const retry = (await spin('k-1', '5.00')).json();
    expect(retry).toEqual(first);
    expect(await balance()).toBe(before + 500);
    expect((await spin('k-1', '6.00')).json()).toMatchObject({ code: 'idempotency.key.reused' });
    expect((await spin(undefined, '5.00')).json()).toMatchObject({ code: 'request.invalid' });
    // The stake is Money: a decimal string with two decimals, from 0.01 to 10000.00.
    for (const stake of ['0.00', 5, '5', '5.0', '0.001', '-1.00', '10000.01', '1e3', ''])
      expect((await spin('k-2', stake)).json(), String(stake)).toMatchObject({ code: 'request.invalid' });
    expect((await spin('k-3', centsToDecimal(before))).json()).toMatchObject({
      value: { win: '0.00', balance: '5.00' },
    });
    expect((await spin('k-4', '5.01')).json()).toMatchObject({ code: 'wallet.insufficient' });
    const demoBalance = (
      await s.inject({ url: '/wps/game/demo/balance', headers: { 'x-launch-ticket': ticket } })
    ).json();
    expect(demoBalance).toEqual({ success: true, value: { sumBalance: '5.00' } });
    expect(
      (
        await s.inject({
          method: 'POST',
          url: '/wps/game/demo/spin',
          headers: { 'idempotency-key': 'k-4', 'x-launch-ticket': `${ticket}x` },
          payload: { stake: '1.00' },
        })
      ).statusCode,
    ).toBe(401);
    // A ticket lives 15 minutes (and only as long as its session: security-config.test.ts).
    s.clock.advance(15 * 60 + 1);
    expect((await spin('k-5', '1.00')).json()).toMatchObject({ code: 'auth.logged.out' });
  });

  test('launch: guests, unknown games, missing parameters', async () => {
    expect((await s.inject({ url: '/wps/game/launch?nodeId=100001' })).statusCode).toBe(401);
    expect((await s.inject({ url: '/wps/game/launch?nodeId=1', headers: auth(token) })).statusCode).toBe(404);
    expect((await s.inject({ url: '/wps/game/launch', headers: auth(token) })).statusCode).toBe(400);
    expect((await s.inject({ url: '/wps/game/launch?nodeId=x', headers: auth(token) })).statusCode).toBe(400);
    // The page is the game's, for anyone (it holds no ticket); an unknown game is 404.
    expect((await s.inject({ url: '/demo-game/100001' })).statusCode).toBe(200);
    expect((await s.inject({ url: '/demo-game/1' })).statusCode).toBe(404);
  });
});

describe('lottery', () => {
  test('list and menu per prize mode', async () => {
    for (const mode of ['Lott', 'ZY', 'Elott']) {
      const l = (await s.inject({ url: `/wps/lottery/list?prizeMode=${mode}` })).json() as Envelope<
        { prizeMode: string }[]
      >;
      expect(l.value!.length).toBeGreaterThan(0);
      expect(l.value!.every((x) => x.prizeMode === mode)).toBe(true);
      const m = (await s.inject({ url: `/wps/lottery/menu?prizeMode=${mode}` })).json() as Envelope<
        { groupName: string; list: unknown[] }[]
      >;
      expect(m.value!.map((g) => g.groupName)).toEqual(['fast', 'classic']);
    }
    expect((await s.inject({ url: '/wps/lottery/list?prizeMode=Other' })).statusCode).toBe(400);
  });
});

describe('icons', () => {
  test('game, vendor, team, banner and member icons are SVG', async () => {
    for (const url of [
      '/wps/game/icon/100001.svg',
      '/wps/game/icon/100001.svg?size=large',
      '/wps/game/vendor-icon/PG.svg',
      '/wps/content/team/Manila%20Eagles.svg',
      '/wps/content/image/1.svg?brand=bayani-bet', // id 1 is the first seeded brand's: images keep to their brand
      '/wps/member/icons/3.svg',
      '/wps/content/category/1.svg',
    ]) {
      const res = await s.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg /);
    }
    for (const url of [
      '/wps/game/icon/1.svg',
      '/wps/game/icon/abc',
      '/wps/member/icons/13.svg',
      '/wps/content/image/999999.svg',
      '/wps/game/vendor-icon/NOPE.svg',
      '/wps/game/vendor-icon/PG.png',
      '/wps/content/team/Manila%20Eagles.png',
      '/wps/content/team/Manila%20Eagles',
      '/wps/content/category/999.svg',
      '/wps/content/category/x.svg',
      '/wps/content/category/1.png',
    ]) {
      const res = await s.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, code: 'not.found', message: 'The requested url is empty' });
    }
  });
});

describe('bad query input on the other game endpoints', () => {
  test.each([
    ['/wps/game/hot?gameType=' + 'X'.repeat(21), 400],
    ['/wps/game/vendors?typeId=' + '1'.repeat(11), 400],
    ['/wps/game/favourites?pageNo=0', 400],
    ['/wps/game/favourites?pageSize=101', 400],
    ['/wps/game/recent?page=-1', 400],
    ['/wps/game/demo/balance', 400],
    ['/wps/game/demo/balance?ticket=forged', 400],
    ['/wps/lottery/menu?prizeMode=lott', 400],
  ])('%s → %i', async (url, status) => {
    const res = await s.inject({ url, headers: auth(token) });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false });
  });
});
