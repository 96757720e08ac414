import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const brandsDir = join(__dirname, '../../brands');
const tempId = 'zz-unit-test-brand';

describe('brand catalog', () => {
  afterAll(() => rmSync(join(brandsDir, tempId), { recursive: true, force: true }));

  it('lists exactly the brand folders on disk', async () => {
    const { brandIds } = await import('../../src/config/brandCatalog');
    const onDisk = readdirSync(brandsDir)
      .filter((id) => existsSync(join(brandsDir, id, 'brand.json')))
      .sort();
    expect(brandIds).toEqual(onDisk);
  });

  it('picks up a new brand folder without code changes', async () => {
    cpSync(join(brandsDir, 'perlas-play'), join(brandsDir, tempId), { recursive: true });
    const file = JSON.parse(readFileSync(join(brandsDir, tempId, 'brand.json'), 'utf8'));
    file.brand.id = tempId;
    file.domains = ['zz.example'];
    writeFileSync(join(brandsDir, tempId, 'brand.json'), JSON.stringify(file));
    vi.resetModules();
    // A fresh module instance: its import.meta.glob is expanded again and sees the new folder.
    const fresh = '../../src/config/brandCatalog?fresh';
    const catalog = (await import(/* @vite-ignore */ fresh)) as typeof import('../../src/config/brandCatalog');
    expect(catalog.brandIds).toContain(tempId);
    expect((await catalog.loadBrandFile(tempId))?.brand.id).toBe(tempId);
    expect((await catalog.loadBrandTheme(tempId)).colors?.primary).toBe('#0b7a6b');
  });
});
