// The /wps contract (schemas/api) is the server's only source of routes and reply shapes: every route comes from it,
// every endpoint in it is served, and a reply that breaks its schema fails instead of reaching the client.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '../src/api/route';
import { loadContract } from '../src/api/loadContract';
import { registerReplyCheck } from '../src/api/replyCheck';
import { registerEnvelope } from '../src/plugins/envelope';
import type { RegisteredRoute } from '../src/buildServer';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { startServer, type TestServer } from './harness';

/** Served outside the contract on purpose: the OpenAPI document made from the contract. */
const NOT_IN_CONTRACT = new Set(['GET /wps/openapi.json']);

let s: TestServer;
let routes: RegisteredRoute[];
beforeAll(async () => {
  s = await startServer();
  routes = s.routes.filter((r) => r.method !== 'HEAD');
});
afterAll(() => s.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the served API is the contract', () => {
  test('every /wps, /__dev and /ops/api route was registered from the contract (has its operationId)', () => {
    const doc = s.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const offenders = routes
      .filter((r) => /^\/(wps|__dev|ops\/api)(\/|$)/.test(r.url) && !NOT_IN_CONTRACT.has(`${r.method} ${r.url}`))
      .filter((r) => {
        const id = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]?.operationId;
        const e = id ? contract.endpoints.get(id) : undefined;
        return !e || e.method !== r.method || e.path !== r.url;
      })
      .map((r) => `${r.method} ${r.url}${r.hidden ? ' (hidden)' : ''}`);
    expect(
      offenders,
      `routes outside schemas/api (register them with route()/rawRoute()):\n${offenders.join('\n')}`,
    ).toEqual([]);
    // guards the check above: the list holds the routes
    expect(routes.some((r) => r.url === '/wps/system/whitelabel')).toBe(true);
  });

  test('every endpoint in the contract is served', () => {
    const missing = [...contract.endpoints.values()]
      .filter((e) => !s.app.hasRoute({ method: e.method, url: e.path }))
      .map((e) => `${e.id}: ${e.method} ${e.path}`);
    expect(missing, `declared in schemas/api but not served:\n${missing.join('\n')}`).toEqual([]);
  });
});

describe('a reply that breaks its schema fails', () => {
  test('the real server: an invalid stored whiteLabel makes GET /wps/system/whitelabel answer 500', async () => {
    const whiteLabel = () => s.inject({ url: '/wps/system/whitelabel?brand=lucky-peso' });
    const before = await whiteLabel();
    expect(before.statusCode).toBe(200);
    const store = (flags: Record<string, unknown>) =>
      setBrandSettings(s, { settings: { whiteLabel: flags } }, { unchecked: true });
    const reset = () => resetBrandSettings(s, 'lucky-peso');
    try {
      // a wrongly typed flag…
      await store({ DIRECTREG3: 'yes' });
      const wrongType = await whiteLabel();
      expect(wrongType.statusCode).toBe(500);
      expect(wrongType.json()).toMatchObject({ success: false });
      await reset();
      // …and a flag the contract does not name
      await store({ NOT_A_FLAG: true });
      const extra = await whiteLabel();
      expect(extra.statusCode).toBe(500);
      expect(extra.json()).toMatchObject({ success: false });
    } finally {
      await reset();
    }
    expect((await whiteLabel()).json()).toEqual(before.json());
  });

  test('a tiny contract: extra, wrongly typed or missing fields get 500, the exact reply 200', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wps-contract-'));
    writeFileSync(
      join(dir, 'probe.api.json'),
      JSON.stringify({
        $id: 'probe.api.json',
        title: 'Probe',
        endpoints: {
          probe: {
            method: 'GET',
            path: '/probe/:case',
            summary: 'Probe',
            auth: 'none',
            reply: {
              type: 'object',
              required: ['n', 'name'],
              properties: { n: { type: 'integer' }, name: { type: 'string' } },
            },
          },
        },
      }),
    );
    const replies: Record<string, unknown> = {
      exact: { n: 1, name: 'a' },
      extra: { n: 1, name: 'a', secret: 'x' },
      wrongType: { n: '1', name: 'a' },
      missing: { n: 1 },
    };
    const app = Fastify();
    registerEnvelope(app);
    registerReplyCheck(app, loadContract(dir), []);
    // What route() sets: the endpoint id the reply check looks up.
    const config: Record<string, unknown> = { endpoint: 'probe' };
    app.get<{ Params: { case: string } }>('/probe/:case', { config }, async (request) => ({
      success: true,
      value: replies[request.params.case],
    }));
    await app.ready();
    try {
      const statusOf = async (name: string) => (await app.inject({ url: `/probe/${name}` })).statusCode;
      expect(await statusOf('exact')).toBe(200);
      expect((await app.inject({ url: '/probe/exact' })).json()).toEqual({ success: true, value: { n: 1, name: 'a' } });
      for (const name of ['extra', 'wrongType', 'missing']) expect(await statusOf(name), name).toBe(500);
      expect((await app.inject({ url: '/probe/extra' })).json()).toMatchObject({ success: false });
    } finally {
      await app.close();
    }
  });
});
