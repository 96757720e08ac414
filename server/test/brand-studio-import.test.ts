// npm run brand:import / brand:export (issue 30: folders stay the seed and the way a brand enters code review):
// export writes the live version back as a brands/<id>/ folder; import makes a folder the next version, live at once
// on the running server, unless it fails the publish checks; the command end to end on a fresh embedded database.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brandsDir } from '../src/brands/loadBrands';
import { exportBrand, importBrandFolder } from '../src/services/brands/importExport';
import { startServer, type TestServer } from './harness';
import { consolidatedOn } from './brand-studio-helpers';

let s: TestServer;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wps-brand-'));
  dirs.push(dir);
  return dir;
};
const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('export and import', () => {
  test('export writes the live version as the folder it came from', async () => {
    const dir = tempDir();
    expect(await exportBrand(s.ctx.db, 'perlas-play', dir)).toEqual(['brand.json', 'theme.json', 'logo.svg']);
    const source = join(brandsDir, 'perlas-play');
    expect(json(join(dir, 'brand.json'))).toEqual(json(join(source, 'brand.json')));
    expect(json(join(dir, 'theme.json'))).toEqual(json(join(source, 'theme.json')));
    expect(readFileSync(join(dir, 'logo.svg'))).toEqual(readFileSync(join(source, 'logo.svg')));
    expect(await exportBrand(s.ctx.db, 'no-such-brand', dir)).toBeUndefined();
  });

  test('an imported folder is the next version, served at once', async () => {
    const dir = tempDir();
    cpSync(join(brandsDir, 'perlas-play'), dir, { recursive: true });
    const brand = json(join(dir, 'brand.json')) as { brand: { name: string }; domains: string[] };
    brand.brand.name = 'Perlas Imported';
    writeFileSync(join(dir, 'brand.json'), JSON.stringify(brand));
    expect(await importBrandFolder(s.ctx.db, dir, s.ctx.clock)).toEqual({ brandId: 'perlas-play', version: 2 });
    // The running server hears the NOTIFY (its own, here) and serves the new version.
    await expect.poll(async () => (await consolidatedOn(s, brand.domains[0]!)).brand.name).toBe('Perlas Imported');
  });

  test('a folder that fails the checks is not imported', async () => {
    const dir = tempDir();
    cpSync(join(brandsDir, 'perlas-play'), dir, { recursive: true });
    const brand = json(join(dir, 'brand.json')) as { domains: string[] };
    // Another brand's host name.
    brand.domains = ['luckypeso.example'];
    writeFileSync(join(dir, 'brand.json'), JSON.stringify(brand));
    const result = await importBrandFolder(s.ctx.db, dir, s.ctx.clock);
    expect(result).toMatchObject({
      brandId: 'perlas-play',
      problems: [{ check: 'domains', path: '/brand/domains/0' }],
    });
    expect((await consolidatedOn(s, 'luckypeso.example')).brand.id).toBe('lucky-peso');
  });
});

describe('the commands', () => {
  const run = (args: string[], env: Record<string, string>) =>
    promisify(execFile)('npx', ['tsx', 'server/scripts/brand.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
    }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );

  test('import on a fresh embedded database; a bad command line prints the usage', async () => {
    const data = tempDir();
    const imported = await run(['import', join(brandsDir, 'bayani-bet')], { DATA_DIR: data });
    expect([imported.code, imported.out]).toEqual([0, expect.stringContaining('bayani-bet: version 1 imported')]);
    const usage = await run(['export', 'bayani-bet'], { DATA_DIR: data });
    expect([usage.code, usage.err]).toEqual([2, expect.stringContaining('usage:')]);
  }, 120_000);
});
