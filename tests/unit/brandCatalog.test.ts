import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brandIds, createBrandCatalog, type BrandFolders } from '../../src/config/brandCatalog';

const brandsDir = join(__dirname, '../../brands');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** What import.meta.glob gives the catalogue for `<dir>/<id>/<file>`: a lazy loader per file, keyed by its path. */
function loaders<T>(dir: string, file: string, load: (path: string) => T) {
  const paths = readdirSync(dir)
    .map((id) => join(dir, id, file))
    .filter((path) => existsSync(path));
  return Object.fromEntries(paths.map((path) => [path, async () => load(path)]));
}
const foldersIn = (dir: string): BrandFolders => ({
  brands: loaders(dir, 'brand.json', readJson),
  themes: loaders(dir, 'theme.json', readJson),
  logos: loaders(dir, 'logo.svg', (path) => `/logos${path.slice(dir.length)}`),
});

describe('brand catalog', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'brand-catalog-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists exactly the brand folders on disk', () => {
    const onDisk = readdirSync(brandsDir)
      .filter((id) => existsSync(join(brandsDir, id, 'brand.json')))
      .sort();
    expect(brandIds).toEqual(onDisk);
  });

  it('picks up a new brand folder without code changes', async () => {
    const id = 'zz-unit-test-brand';
    cpSync(join(brandsDir, 'perlas-play'), join(root, id), { recursive: true });
    const file = readJson(join(root, id, 'brand.json'));
    file.brand.id = id;
    file.domains = ['zz.example'];
    writeFileSync(join(root, id, 'brand.json'), JSON.stringify(file));
    // A folder without brand.json is not a brand.
    mkdirSync(join(root, 'notes'));

    const catalog = createBrandCatalog(foldersIn(root));
    expect(catalog.brandIds).toEqual([id]);
    expect((await catalog.loadBrandFile(id))?.brand.id).toBe(id);
    expect((await catalog.loadBrandTheme(id)).colors?.primary).toBe('#0b7a6b');
    expect(await catalog.loadBrandLogo(id)).toBe(`/logos/${id}/logo.svg`);
  });

  it('an unknown brand has no file, the base theme and no logo', async () => {
    const catalog = createBrandCatalog(foldersIn(root));
    expect(catalog.brandIds).toEqual([]);
    expect(await catalog.loadBrandFile('nope')).toBeUndefined();
    expect(await catalog.loadBrandTheme('nope')).toEqual({});
    expect(await catalog.loadBrandLogo('nope')).toBeUndefined();
  });
});
