// Start-up both ways: from the page's data block (no request) and, without one, from the fetched settings; a block
// that is unusable falls back to fetching, and a usable block is validated exactly as fetched settings are.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptJson, ENCRYPTION_HEADER, newPassphrase } from '@common/payloadCrypto';
import luckyPeso from '../../brands/lucky-peso/brand.json';
import luckyTheme from '../../brands/lucky-peso/theme.json';
import { catalogues } from '../../src/i18n/catalogues';

const request = vi.fn();
vi.mock('../../src/api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
// Spies on the brand's own files: a healthy start needs neither its file (defaults) nor, with the block, its logo.
const brandFiles = { file: vi.fn(), logo: vi.fn() };
vi.mock('../../src/config/brandCatalog', async (original) => {
  const real = await original<typeof import('../../src/config/brandCatalog')>();
  return {
    ...real,
    loadBrandFile: (id: string) => (brandFiles.file(id), real.loadBrandFile(id)),
    loadBrandLogo: (id: string) => (brandFiles.logo(id), real.loadBrandLogo(id)),
  };
});

const { BOOT_DATA_ID, readBootData } = await import('../../src/config/bootData');
const { loadAppConfig } = await import('../../src/config/loadAppConfig');

/** The consolidated reply as the server sends it: two fields encrypted under a fresh passphrase. */
function consolidated(settings: Record<string, unknown> = luckyPeso.settings) {
  const passphrase = newPassphrase();
  return {
    passphrase,
    value: {
      brand: luckyPeso.brand,
      settings: {
        ...settings,
        customerService: encryptJson(settings.customerService, passphrase),
        downloadResources: encryptJson(settings.downloadResources, passphrase),
      },
    },
  };
}

function page(content: string | undefined, type = 'application/json') {
  const doc = document.implementation.createHTMLDocument('app');
  if (content !== undefined) {
    const script = doc.createElement('script');
    script.id = BOOT_DATA_ID;
    script.type = type;
    script.textContent = content;
    doc.body.append(script);
  }
  return doc;
}

function block(settings?: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const { passphrase, value } = consolidated(settings);
  return JSON.stringify({
    v: 1,
    consolidated: value,
    passphrase,
    theme: luckyTheme,
    language: 'EN',
    catalogues: { EN: catalogues.EN },
    ...extra,
  }).replace(/</g, '\\u003c');
}

beforeEach(() => {
  request.mockReset();
  brandFiles.file.mockReset();
  brandFiles.logo.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('readBootData', () => {
  it('absent (a static host): no data and nothing to report', () => {
    expect(readBootData(page(undefined))).toEqual({ data: undefined, problems: [] });
    // An element of another type is not the block.
    expect(readBootData(page(block(), 'text/plain')).data).toBeUndefined();
  });

  it('present: the settings as sent, the theme and catalogues checked', () => {
    const { data, problems } = readBootData(page(block()));
    expect(problems).toEqual([]);
    expect(data!.consolidated).toMatchObject({ brand: { id: 'lucky-peso' } });
    expect(data!.passphrase).toMatch(/^[0-9a-f]{32}$/);
    expect(data!.theme).toEqual(luckyTheme);
    expect(data!.catalogues.EN).toEqual(catalogues.EN);
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, consolidated: {} })],
    ['no settings object', JSON.stringify({ v: 1, consolidated: 'x' })],
    ['not an object', '[1,2]'],
  ])('unusable (%s): no data, one problem', (_name, content) => {
    const { data, problems } = readBootData(page(content));
    expect(data).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]!.source).toBe('bootData');
  });

  it('a bad theme token falls back to the base theme; a bad catalogue is dropped', () => {
    const theme = {
      colors: { primary: '#123456', headerBg: 'red; } body { display: none', nope: '#fff' },
      radii: { md: 3 },
      extra: {},
    };
    const { data, problems } = readBootData(page(block(undefined, { theme, catalogues: { EN: { a: 1 }, TY: {} } })));
    expect(data!.theme).toEqual({ colors: { primary: '#123456' }, radii: {} });
    expect(problems.map((p) => `${p.source}${p.path}`).sort()).toEqual([
      'bootData.catalogues/EN',
      'bootData.theme/colors/headerBg',
      'bootData.theme/colors/nope',
      'bootData.theme/extra',
      'bootData.theme/radii/md',
    ]);
    expect(Object.keys(data!.catalogues)).toEqual(['TY']);
  });
});

describe('loadAppConfig', () => {
  it('with the data block: no request, decrypted and validated settings, the theme and catalogue it carried', async () => {
    const loaded = await loadAppConfig(readBootData(page(block())));
    expect(request).not.toHaveBeenCalled();
    expect(loaded.config.brand.id).toBe('lucky-peso');
    expect(loaded.config.settings.customerService).toEqual(luckyPeso.settings.customerService);
    expect(loaded.config.settings.downloadResources).toEqual(luckyPeso.settings.downloadResources);
    expect(loaded.tokens).toEqual(luckyTheme);
    expect(loaded.catalogues.EN).toEqual(catalogues.EN);
    expect(loaded.logoUrl).toBeTypeOf('string');
    // Valid settings need no repair: the brand's file of defaults is not downloaded.
    expect(brandFiles.file).not.toHaveBeenCalled();
  });

  it("the block's logo is drawn as it is; null means none; anything else is reported and the brand's own loaded", async () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+';
    const withLogo = await loadAppConfig(readBootData(page(block(undefined, { logoUrl: svg }))));
    expect(withLogo.logoUrl).toBe(svg);
    const none = await loadAppConfig(readBootData(page(block(undefined, { logoUrl: null }))));
    expect(none.logoUrl).toBeUndefined();
    expect(brandFiles.logo).not.toHaveBeenCalled();

    for (const bad of ['javascript:alert(1)', '//evil.example/x.svg', 'data:text/html;base64,PHA+', 7]) {
      const read = readBootData(page(block(undefined, { logoUrl: bad })));
      expect(read.problems.map((p) => p.source)).toEqual(['bootData.logoUrl']);
      const loaded = await loadAppConfig(read);
      expect(loaded.logoUrl).toMatch(/^data:image\/svg\+xml/);
    }
    expect(brandFiles.logo).toHaveBeenCalledTimes(4);
  });

  it('without it: fetches the settings, the brand theme and the start catalogue, as before', async () => {
    const { passphrase, value } = consolidated();
    request.mockResolvedValue({ value, headers: { [ENCRYPTION_HEADER]: passphrase } });
    const loaded = await loadAppConfig(readBootData(page(undefined)));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toMatchObject({ method: 'GET', url: '/system/settings/consolidated' });
    expect(loaded.config.settings.customerService).toEqual(luckyPeso.settings.customerService);
    expect(loaded.tokens).toEqual(luckyTheme);
    expect(loaded.catalogues.EN).toEqual(catalogues.EN);
  });

  it('an unusable block falls back to fetching', async () => {
    const { passphrase, value } = consolidated();
    request.mockResolvedValue({ value, headers: { [ENCRYPTION_HEADER]: passphrase } });
    const loaded = await loadAppConfig(readBootData(page('not json')));
    expect(request).toHaveBeenCalledTimes(1);
    expect(loaded.config.brand.id).toBe('lucky-peso');
  });

  it('invalid settings in the block are repaired exactly as fetched ones are', async () => {
    const bad = {
      ...luckyPeso.settings,
      maintenance: 'yes',
      whiteLabel: { ...luckyPeso.settings.whiteLabel, unknownFlag: true },
      mobileTemplate: 7,
    };
    const fromBlock = await loadAppConfig(readBootData(page(block(bad))));
    const { passphrase, value } = consolidated(bad);
    request.mockResolvedValue({ value, headers: { [ENCRYPTION_HEADER]: passphrase } });
    const fetched = await loadAppConfig(readBootData(page(undefined)));
    expect(fromBlock.config).toEqual(fetched.config);
    // The broken parts were repaired from the brand's own file, downloaded only now.
    expect(brandFiles.file).toHaveBeenCalledWith('lucky-peso');
    expect(fromBlock.config.settings.maintenance).toBe(luckyPeso.settings.maintenance);
    expect(fromBlock.config.settings.mobileTemplate).toEqual(luckyPeso.settings.mobileTemplate);
  });

  it('without it, a brand this build has no folder for (made in the studio) gets its theme and logo from the server', async () => {
    const { passphrase, value } = consolidated();
    const studio = { ...value, brand: { ...value.brand, id: 'studio-made' } };
    // A bad token is dropped as the page's block drops it.
    const theme = { colors: { primary: '#0a7a3b', headerBg: 'red; } body { display: none' } };
    const logo = 'data:image/svg+xml;base64,PHN2Zy8+';
    request.mockImplementation(async ({ url }: { url: string }) =>
      url === '/system/brand/theme'
        ? { value: { theme, logoUrl: logo }, headers: {} }
        : { value: studio, headers: { [ENCRYPTION_HEADER]: passphrase } },
    );
    const loaded = await loadAppConfig(readBootData(page(undefined)));
    expect(request.mock.calls.map(([c]) => (c as { url: string }).url)).toEqual([
      '/system/settings/consolidated',
      '/system/brand/theme',
    ]);
    expect(loaded.tokens).toEqual({ colors: { primary: '#0a7a3b' } });
    expect(loaded.logoUrl).toBe(logo);
    expect(brandFiles.logo).not.toHaveBeenCalled();
  });

  it("under a console preview a known brand's theme comes from the server too (the draft's, not the build's)", async () => {
    const { rememberPreview } = await import('../../src/api/previewToken');
    const { passphrase, value } = consolidated();
    const theme = { colors: { primary: '#222222' } };
    request.mockImplementation(async ({ url }: { url: string }) =>
      url === '/system/brand/theme'
        ? { value: { theme, logoUrl: null }, headers: {} }
        : { value, headers: { [ENCRYPTION_HEADER]: passphrase } },
    );
    rememberPreview('?wl_preview=t.s');
    try {
      const loaded = await loadAppConfig(readBootData(page(undefined)));
      expect(loaded.tokens).toEqual(theme);
      expect(loaded.logoUrl).toBeUndefined();
    } finally {
      rememberPreview('');
    }
  });

  it('a remembered language the brand offers gets its catalogue alongside the settings', async () => {
    const { passphrase, value } = consolidated();
    request.mockResolvedValue({ value, headers: { [ENCRYPTION_HEADER]: passphrase } });
    const loaded = await loadAppConfig(readBootData(page(undefined)), 'TY');
    expect(Object.keys(loaded.catalogues)).toEqual(['TY']);
    expect(loaded.catalogues.TY).toEqual(catalogues.TY);
  });
});
