import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Screens, stores and hooks call endpoints through `callApi('<endpointId>', …)`, typed by the contract
 * (schemas/api): no hand-written layer of one function per endpoint sits in between (docs/architecture.md, "The
 * /wps contract"). This scan fails when one comes back.
 */
const SRC = join(__dirname, '..');
/**
 * The client itself, the story adapter that answers it (it sets the client's axios adapter) and Storybook's load of
 * a previewed brand (it lends the client the browser's network for the app's start-up, then puts the adapter back).
 * The operator console has its own: one axios instance, so a player's and an operator's tokens never meet, with
 * `opsCall` typed by the same contract.
 */
const MAY_USE_CLIENT = new Set([
  'api/callApi.ts',
  'api/client.ts',
  'storybook/wpsReplies.ts',
  'storybook/withAppContext.tsx',
  'storybook/previewBrand.ts',
  'ops/api.ts',
  'ops/storybook/opsReplies.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What makes a file a hand-written endpoint layer, each with why. */
function wrapperProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  if (/Api\.tsx?$/.test(file) && !file.endsWith('callApi.ts'))
    problems.push('a per-area *Api module: call callApi where the value is used');
  if (!MAY_USE_CLIENT.has(file) && /import\s[^;]*\b(http|request)\b[^;]*from\s+'[./]*(api\/)?client'/.test(text))
    problems.push('imports the raw client (http/request): go through callApi or callApiFile');
  if (
    !MAY_USE_CLIENT.has(file) &&
    /from\s+'axios'/.test(text) &&
    !/import type/.test(text.match(/.*from\s+'axios'.*/)![0])
  )
    problems.push('imports axios: go through callApi');
  // An exported function whose first statement is an endpoint call: a wrapper of one endpoint.
  const wrapper =
    /export\s+(?:async\s+)?function\s+\w+\s*(?:<[^>]*>)?\([^)]*\)[^{]*\{\s*(?:return\s+|const\s+\{[^}]*\}\s*=\s*)?\(?\s*(?:await\s+)?(?:callApi|opsCall)\(/;
  const arrow = /export\s+const\s+\w+\s*=\s*(?:async\s*)?\([^)]*\)[^=]*=>\s*\(?\s*(?:await\s+)?(?:callApi|opsCall)\(/;
  if (wrapper.test(text) || arrow.test(text)) problems.push('exports a function that only calls one endpoint');
  return problems;
}

describe('endpoints are called through the contract', () => {
  it('has no hand-written endpoint wrapper in src/ (the console included)', () => {
    const found = sources(SRC).flatMap((path) => {
      const file = relative(SRC, path).split(sep).join('/');
      return wrapperProblems(file, readFileSync(path, 'utf8')).map((p) => `${file}: ${p}`);
    });
    expect(found).toEqual([]);
  });

  it('recognises the wrappers it forbids', () => {
    const old = `import { callApi } from './callApi';
export async function fetchBalance(): Promise<number> {
  const { value } = await callApi('walletBalance');
  return value;
}`;
    expect(wrapperProblems('api/walletApi.ts', old)).toEqual([
      'a per-area *Api module: call callApi where the value is used',
      'exports a function that only calls one endpoint',
    ]);
    expect(
      wrapperProblems('features/x/load.ts', `export const load = async () => (await callApi('x')).value;`),
    ).toHaveLength(1);
    expect(wrapperProblems('features/x/raw.ts', `import { http } from '../../api/client';`)).toHaveLength(1);
    expect(
      wrapperProblems(
        'ops/screens/x.ts',
        `export const approve = (id: number) => opsCall('opsX', { params: { id } });`,
      ),
    ).toHaveLength(1);
    expect(
      wrapperProblems('features/x/ok.ts', `const rows = useRemoteData(async () => (await callApi('x')).value);`),
    ).toEqual([]);
  });
});
