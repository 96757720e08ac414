// The server's layering rules (docs/architecture.md): routes are schema + one service call, so no route imports
// another route and no service imports a route; code shared with the browser comes from common/ by its alias.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const serverDir = join(root, 'server');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === '.data') return [];
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Relative imports of a file, resolved to repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(root, resolve(dirname(file), spec)));
}

const serverFiles = files(serverDir);
const rel = (f: string) => relative(root, f);

test('nothing under server/ imports the browser app (src/) by a relative path', () => {
  const offenders = serverFiles.flatMap((f) =>
    importsOf(f)
      .filter((target) => target === 'src' || target.startsWith('src/'))
      .map((target) => `${rel(f)} → ${target}`),
  );
  expect(offenders).toEqual([]);
});

test('no route imports another route, and no service imports a route', () => {
  const offenders = serverFiles
    .filter((f) => /server\/src\/(routes|services)\//.test(f))
    .flatMap((f) =>
      importsOf(f)
        .filter((target) => target.startsWith('server/src/routes/'))
        .map((target) => `${rel(f)} → ${target}`),
    );
  expect(offenders).toEqual([]);
});

test('no server source file is over 300 lines', () => {
  const long = serverFiles
    .filter((f) => f.includes('/server/src/'))
    .map((f) => ({ file: rel(f), lines: readFileSync(f, 'utf8').split('\n').length }))
    .filter((f) => f.lines > 300);
  expect(long).toEqual([]);
});

test('the import scanner sees relative imports (guards the tests above)', () => {
  const walletRoute = join(serverDir, 'src/routes/wallet.ts');
  expect(importsOf(walletRoute)).toContain('server/src/api/route');
});

// The contract drives behaviour (issue 27): route() resolves the caller, checks the flag and charges the per-caller
// limits the endpoint declares, so nothing else reads a session token, a launch ticket or a feature flag by hand.
const BY_HAND: [RegExp, string][] = [
  [/headers\.authorization|headers\[['"]authorization['"]\]/i, 'reads the Authorization header'],
  [/headers\[['"]x-launch-ticket/i, 'reads the launch ticket'],
  [/sessions\.(resolve|liveMember)\(/, 'resolves a session'],
  [/\bwhiteLabel\b(\?\.|\.|\[)/, 'reads a white-label flag'],
  [/\bpromotions\??\.[A-Z]+\??\.enabled\b|promotions as \{ [A-Z]+/, 'reads a promotion switch'],
];

test('no route or service checks the session, a ticket or a flag by hand (the contract does, in api/access.ts)', () => {
  const allowed = new Set(['server/src/api/access.ts']);
  const offenders = serverFiles
    .filter((f) => /server\/src\/(routes|services)\//.test(f) && !allowed.has(rel(f)))
    .flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return BY_HAND.filter(([re]) => re.test(text)).map(([, what]) => `${rel(f)} ${what}`);
    });
  expect(offenders).toEqual([]);
});

test('no server test mocks a module (the files of a worker share loaded modules: vitest.config.ts, isolate: false)', () => {
  const mocking = serverFiles
    .filter((f) => f.includes(`${join('server', 'test')}`) && f !== import.meta.filename)
    .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')))
    .map(rel);
  expect(mocking).toEqual([]);
});

/** Where passwords.verify may run outside services/passwordGuard.ts, and why it is not a check of who the caller is. */
const VERIFY_ELSEWHERE = new Map([
  [
    'server/src/services/passwordReset.ts',
    'the new password compared with the old, after the SMS code proved the caller',
  ],
  ['server/src/services/security/paymentPassword.ts', 'the new payment password compared with the current one'],
  ['server/src/db/seed/leftoverDemo.ts', 'the start-up warning about demo accounts that keep their public password'],
]);

test('every password check goes through the password guard (services/passwordGuard.ts)', () => {
  const outside = serverFiles
    .filter((f) => f.startsWith(join(serverDir, 'src')) && !f.endsWith(join('services', 'passwordGuard.ts')))
    .filter((f) => /\bpasswords\.verify\(/.test(readFileSync(f, 'utf8')))
    .map(rel)
    .filter((f) => !VERIFY_ELSEWHERE.has(f));
  expect(outside).toEqual([]);
  // guards the scan: the guard itself is seen
  expect(serverFiles.some((f) => /\bpasswords\.verify\(/.test(readFileSync(f, 'utf8')))).toBe(true);
});
