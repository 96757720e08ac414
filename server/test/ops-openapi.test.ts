// GET /ops/api/openapi.json (issue 29): OpenAPI 3.1 for exactly the console's endpoints of schemas/api/ops.api.json,
// each with its permission in words; it needs a console session (console.use), like every console endpoint.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '../src/api/route';
import { startServer, type TestServer } from './harness';
import { opsCall, opsToken } from './ops-helpers';

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; description: string; security?: unknown[] }>>;
}

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('GET /ops/api/openapi.json', () => {
  test('3.1, every console endpoint and nothing else, with its permission', async () => {
    const r = await opsCall(s, 'GET', '/ops/api/openapi.json', await opsToken(s, 'viewer'));
    expect(r.status).toBe(200);
    const doc = JSON.parse(r.text) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    // The console's files: ops.api.json and the brand studio's opsBrands.api.json.
    const declared = contract.files
      .filter((f) => f.$id === 'ops.api.json' || f.$id === 'opsBrands.api.json')
      .flatMap((f) => Object.entries(f.endpoints ?? {}));
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((o) => o.operationId).sort()).toEqual(declared.map(([id]) => id).sort());
    for (const [id, e] of declared) {
      const op = operations.find((o) => o.operationId === id)!;
      if (e.permission) expect(op.description, id).toContain(`\`${e.permission}\``);
    }
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/ops/api/'))).toBe(true);
  });

  test('without a session: 401', async () => {
    const r = await opsCall(s, 'GET', '/ops/api/openapi.json');
    expect([r.status, r.body.code]).toEqual([401, 'auth.required']);
  });
});
