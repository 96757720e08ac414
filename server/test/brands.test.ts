import { cpSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { brandsDir, defaultBrandId, domainMap, loadBrands } from '../src/brands/loadBrands';
import { passwordFormatOk, Passwords } from '../src/services/passwords';
import { encryptJson, decryptJson } from '@common/payloadCrypto';
import { captchaSvg } from '../src/content/captchaImage';
import { catalogue } from '../src/content/games';
import { CATEGORY_ORDER } from '../src/content/catalogue';

describe('brand files', () => {
  test('every brand validates; domains map to brands; lucky-peso is the default', () => {
    const brands = loadBrands();
    expect([...brands.keys()]).toContain('lucky-peso');
    expect(domainMap(brands).get('luckypeso.example')).toBe('lucky-peso');
    expect(defaultBrandId(brands)).toBe('lucky-peso');
    expect(defaultBrandId(brands, 'bayani-bet')).toBe('bayani-bet');
    expect(defaultBrandId(brands, 'nope')).toBe('lucky-peso');
  });

  test('a new folder is picked up; an invalid file stops the start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    cpSync(join(brandsDir, 'lucky-peso'), join(dir, 'lucky-peso'), { recursive: true });
    const file = JSON.parse(readFileSync(join(brandsDir, 'lucky-peso', 'brand.json'), 'utf8'));
    file.brand.id = 'new-brand';
    file.domains = ['new.example'];
    mkdirSync(join(dir, 'new-brand'));
    writeFileSync(join(dir, 'new-brand', 'brand.json'), JSON.stringify(file));
    expect([...loadBrands(dir).keys()]).toEqual(['lucky-peso', 'new-brand']);
    file.settings.maintenance = 'yes';
    writeFileSync(join(dir, 'new-brand', 'brand.json'), JSON.stringify(file));
    expect(() => loadBrands(dir)).toThrow(/invalid/);
  });
});

describe('building blocks', () => {
  test('passwords: 8..64 characters, scrypt hash verifies, parameters travel with the hash', async () => {
    expect(passwordFormatOk('1234567')).toBe(false);
    expect(passwordFormatOk('12345678')).toBe(true);
    expect(passwordFormatOk('x'.repeat(64))).toBe(true);
    expect(passwordFormatOk('x'.repeat(65))).toBe(false);
    const p = new Passwords({ N: 2 ** 10, r: 8, p: 1 });
    const hash = await p.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await p.verify('correct horse', hash)).toBe(true);
    expect(await p.verify('wrong horse', hash)).toBe(false);
    expect(await new Passwords().verify('correct horse', hash)).toBe(true);
  });

  test('production scrypt cost is N=2^17', async () => {
    const hash = await new Passwords().hash('x'.repeat(8));
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  test('the encryption format interoperates with the client module', () => {
    const text = encryptJson([{ a: 1 }], 'passphrase-1');
    expect(Buffer.from(text, 'base64').subarray(0, 8).toString()).toBe('Salted__');
    expect(decryptJson(text, 'passphrase-1')).toEqual([{ a: 1 }]);
    expect(() => decryptJson(text, 'other')).toThrow();
  });

  test('captcha SVGs do not spell the answer', () => {
    const svg = captchaSvg('123456');
    expect(svg).not.toContain('123456');
    expect(svg).not.toContain('<text');
  });

  test('the catalogue has 600+ games in every category', () => {
    const games = catalogue();
    expect(games.length).toBeGreaterThanOrEqual(600);
    expect(new Set(games.map((g) => g.gameCategory))).toEqual(new Set(CATEGORY_ORDER));
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
  });
});
