// Failures are codes from one registry (schemas/api/failure-codes.json): every endpoint lists the ones it returns,
// every registry code is returned by some endpoint, fail() takes status and text from the registry, and outside
// production a handler that throws a code its endpoint does not declare answers 500.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FAILURE_CODES } from '@common/generated/api';
import { checkDeclared } from '../src/api/declaredFailures';
import { failFor } from '../src/api/fail';
import { allFailures } from '../src/api/impliedFailures';
import { loadContract, loadFailureCodes } from '../src/api/loadContract';
import { ApiFailure, fail, TEXT } from '../src/errors';

const contract = loadContract();

describe('the failure-code registry', () => {
  test('every registry code is declared or implied by at least one endpoint', () => {
    const returned = new Set([...contract.endpoints.values()].flatMap((e) => allFailures(e)));
    expect(Object.keys(contract.failureCodes).filter((code) => !returned.has(code as never))).toEqual([]);
  });

  test('every declared code is in the registry, and the generated FailureCode list is current', () => {
    for (const e of contract.endpoints.values())
      for (const f of e.failures ?? []) expect(contract.failureCodes, `${e.id}`).toHaveProperty([f.code]);
    expect([...FAILURE_CODES]).toEqual(Object.keys(loadFailureCodes()));
  });

  test('an endpoint declaring a code the registry lacks does not load', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wps-failures-'));
    const endpoint = { method: 'GET', path: '/probe', summary: 'Probe', auth: 'none', reply: { type: 'object' } };
    writeFileSync(
      join(dir, 'probe.api.json'),
      JSON.stringify({
        $id: 'probe.api.json',
        title: 'Probe',
        endpoints: { probe: { ...endpoint, failures: [{ code: 'no.such.code' }] } },
      }),
    );
    expect(() => loadContract(dir)).toThrow(/no\.such\.code.*failure-codes\.json/);
  });

  test('fail() answers with the registry status and SPEC §8 text, and the value', () => {
    for (const [code, c] of Object.entries(contract.failureCodes)) {
      const failure = fail(code as never, { n: 1 });
      expect([failure.status, failure.code, failure.message, failure.value]).toEqual([
        c.status,
        code,
        TEXT[c.text as keyof typeof TEXT],
        { n: 1 },
      ]);
    }
  });

  test("failFor(id) accepts only the endpoint's declared and implied codes", () => {
    const refuse = failFor('sessionLogin');
    expect(refuse('login.failed', { captcha: true }).status).toBe(401);
    expect(refuse('request.invalid').code).toBe('request.invalid');
    // @ts-expect-error sessionLogin neither declares nor implies wallet.insufficient
    expect(refuse('wallet.insufficient').code).toBe('wallet.insufficient');
  });
});

describe('checkDeclared', () => {
  const spec = contract.endpoints.get('sessionLogin')!;
  const logged: string[] = [];
  const dev = { production: false, log: (m: string) => logged.push(m) };

  test('a declared or implied code, or an error that is no failure, passes unchanged', () => {
    const declared = fail('login.failed');
    const implied = fail('request.invalid');
    const crash = new Error('boom');
    expect(checkDeclared(spec, declared, dev)).toBe(declared);
    expect(checkDeclared(spec, implied, dev)).toBe(implied);
    expect(checkDeclared(spec, crash, dev)).toBe(crash);
    expect(logged).toEqual([]);
  });

  test('an undeclared code becomes a 500 unknown that names the endpoint and the code', () => {
    const replaced = checkDeclared(spec, fail('wallet.insufficient'), dev);
    expect(replaced).toBeInstanceOf(ApiFailure);
    expect([(replaced as ApiFailure).status, (replaced as ApiFailure).code]).toEqual([500, 'unknown']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/sessionLogin.*wallet\.insufficient/);
  });

  test('in production the failure is sent as it is', () => {
    const failure = fail('wallet.insufficient');
    expect(checkDeclared(spec, failure, { production: true, log: () => expect.fail('logged') })).toBe(failure);
  });

  test('the implied codes follow the audience, the flag and the rate limit', () => {
    const base = { failures: [] };
    expect(allFailures({ ...base, auth: 'none' })).toEqual(['request.invalid', 'system.unavailable', 'unknown']);
    expect(allFailures({ ...base, auth: 'real' })).toEqual(
      expect.arrayContaining(['auth.required', 'auth.logged.out', 'auth.trial.forbidden']),
    );
    expect(allFailures({ ...base, auth: 'agent' })).toContain('login.non.agent');
    expect(
      allFailures({ ...base, auth: 'member', flag: 'whiteLabel.X', rateLimit: [{ limit: 'sms', per: 'member' }] }),
    ).toEqual(expect.arrayContaining(['auth.no.permission', 'rate.limited']));
  });
});
