import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  token = await s.token();
});
afterAll(() => s.close());

const NOT_LOGGED_IN = {
  success: false,
  code: 'auth.required',
  message: 'You are not logged in, please login first',
};
const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface Req {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown> | string;
  headers?: Record<string, string>;
}

describe('session endpoints without a token answer 401 auth.required', () => {
  test.each<[string, Req]>([
    ['GET /wps/relay/CSP_getInbox', { url: '/wps/relay/CSP_getInbox' }],
    ['PUT /wps/relay/CSP_readInbox', { method: 'PUT', url: '/wps/relay/CSP_readInbox', payload: { id: 1 } }],
    [
      'DELETE /wps/game/favourites (body)',
      { method: 'DELETE', url: '/wps/game/favourites', payload: { nodeId: 100001 } },
    ],
    ['DELETE /wps/game/favourites (query)', { method: 'DELETE', url: '/wps/game/favourites?nodeId=100001' }],
    ['GET /wps/game/recent/add', { url: '/wps/game/recent/add?nodeId=100001' }],
    ['POST /wps/member/info/icon (JSON)', { method: 'POST', url: '/wps/member/info/icon', payload: { icon: 3 } }],
    [
      'POST /wps/member/info/icon (form)',
      { method: 'POST', url: '/wps/member/info/icon', payload: 'icon=3', headers: form },
    ],
  ])('%s', async (_name, req) => {
    const res = await s.inject(req);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_LOGGED_IN);
    // a token the server never issued is the same
    const made = await s.inject({ ...req, headers: { ...req.headers, ...auth('made-up-token') } });
    expect(made.json()).toEqual(NOT_LOGGED_IN);
  });

  test('a refused request changes nothing', async () => {
    await s.inject({ method: 'POST', url: '/wps/game/favourites', headers: auth(token), payload: { nodeId: 100001 } });
    await s.inject({ method: 'DELETE', url: '/wps/game/favourites', payload: { nodeId: 100001 } });
    await s.inject({ method: 'POST', url: '/wps/member/info/icon', payload: { icon: 9 } });
    await s.inject({ url: '/wps/game/recent/add?nodeId=100002' });
    const favs = (await s.inject({ url: '/wps/game/favourites', headers: auth(token) })).json() as Envelope<{
      content: { nodeId: number }[];
    }>;
    expect(favs.value!.content.map((g) => g.nodeId)).toEqual([100001]);
    expect((await s.inject({ url: '/wps/member/info/icon', headers: auth(token) })).json()).toMatchObject({
      value: { icon: 1 },
    });
    const recent = (await s.inject({ url: '/wps/game/recent', headers: auth(token) })).json() as Envelope<{
      list: unknown[];
    }>;
    expect(recent.value!.list).toEqual([]);
  });
});

describe('bad input with a session', () => {
  test.each<[string, Req]>([
    ['readInbox: missing id', { method: 'PUT', url: '/wps/relay/CSP_readInbox', payload: {} }],
    ['readInbox: id of the wrong type', { method: 'PUT', url: '/wps/relay/CSP_readInbox', payload: { id: '1' } }],
    ['favourites delete: missing nodeId', { method: 'DELETE', url: '/wps/game/favourites', payload: {} }],
    [
      'favourites delete: nodeId of the wrong type (body)',
      { method: 'DELETE', url: '/wps/game/favourites', payload: { nodeId: '100001' } },
    ],
    [
      'favourites delete: nodeId not an integer (body)',
      { method: 'DELETE', url: '/wps/game/favourites', payload: { nodeId: 1.5 } },
    ],
    [
      'favourites delete: nodeId of the wrong type (query)',
      { method: 'DELETE', url: '/wps/game/favourites?nodeId=abc' },
    ],
  ])('%s', async (_name, req) => {
    const res = await s.inject({ ...req, headers: { ...req.headers, ...auth(token) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request.invalid', message: 'Unknown error' });
  });
});
