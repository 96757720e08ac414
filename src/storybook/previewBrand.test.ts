// Storybook under a console preview link: the stories' brand comes from the server's replies to the token, through the
// app's own validation; without a token nothing is requested.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { PREVIEW_HEADER } from '@common/brandPreview';
import luckyPeso from '../../brands/lucky-peso/brand.json';
import { http } from '../api/client';
import { previewToken, rememberPreview } from '../api/previewToken';
import { loadPreviewedBrand, previewClaims, previewTitle, storybookPreviewToken } from './previewBrand';
import {
  DEFAULT_STORY_BRAND,
  PREVIEW_STORY_BRAND,
  setStoryPreview,
  storyConfig,
  storyLogo,
  storyTheme,
} from './storyBrands';

beforeAll(() => import('../config/generated/apiReplyValidators.js'), 60_000);

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  rememberPreview('');
  setStoryPreview(undefined);
});

/** A token as the server signs it (the signature is the server's business: the client only reads the payload). */
const tokenFor = (brandId: string, of: 'draft' | 'live') =>
  `${btoa(JSON.stringify({ b: brandId, o: of, u: 1, e: 2 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.${'s'.repeat(43)}`;

const LOGO = 'data:image/svg+xml;base64,PHN2Zy8+';
const draftBrand = { ...luckyPeso.brand, id: 'sunrise-bet', name: 'Sunrise Bet' };

/** The server's replies to the two start-up calls, recording each call's preview header; `marked`: served under it. */
function server(theme: unknown, { marked = true } = {}) {
  const seen: { url: string | undefined; preview: unknown }[] = [];
  const adapter = vi.fn<AxiosAdapter>(async (config: InternalAxiosRequestConfig) => {
    seen.push({ url: config.url, preview: config.headers.get(PREVIEW_HEADER) });
    const value = config.url?.endsWith('/brand/theme')
      ? { theme, logoUrl: LOGO }
      : { brand: draftBrand, settings: luckyPeso.settings };
    return {
      data: { success: true, value },
      status: 200,
      statusText: 'OK',
      headers: marked ? { 'x-robots-tag': 'noindex' } : {},
      config,
    };
  });
  return { adapter, seen };
}

test('a token: the brand, theme and logo come from the replies to calls carrying it, not from brands/', async () => {
  const token = tokenFor('sunrise-bet', 'draft');
  const { adapter, seen } = server({ colors: { primary: '#123456' } });
  const brand = await loadPreviewedBrand(token, adapter);
  expect(brand).toMatchObject({ id: 'sunrise-bet', of: 'draft', theme: { colors: { primary: '#123456' } } });
  expect(brand?.config.brand.name).toBe('Sunrise Bet');
  expect(brand?.logoUrl).toBe(LOGO);
  expect(seen.map((call) => call.url).sort()).toEqual(['/system/brand/theme', '/system/settings/consolidated']);
  expect(seen.every((call) => call.preview === token)).toBe(true);
  // The client's own adapter is back: the stories' canned replies are untouched.
  expect(http.defaults.adapter).toBe(original);

  setStoryPreview(brand);
  expect(storyConfig(PREVIEW_STORY_BRAND).brand.id).toBe('sunrise-bet');
  expect(storyTheme(PREVIEW_STORY_BRAND)).toEqual({ colors: { primary: '#123456' } });
  expect(storyLogo(PREVIEW_STORY_BRAND)).toBe(LOGO);
  // The build's brands stay as they are.
  expect(storyConfig('lucky-peso').brand.name).toBe('Lucky Peso');
});

test('the replies go through the app’s validation: a bad token falls back to the base theme’s', async () => {
  const { adapter } = server({ colors: { primary: 42, secondary: '#abcdef' } });
  const brand = await loadPreviewedBrand(tokenFor('sunrise-bet', 'live'), adapter);
  expect(brand?.theme.colors?.primary).toBeUndefined();
  expect(brand?.theme.colors?.secondary).toBe('#abcdef');
});

test('a token the server did not honour (an expired link) is an error, not the host’s brand under its name', async () => {
  const unmarked = server({}, { marked: false });
  await expect(loadPreviewedBrand(tokenFor('sunrise-bet', 'draft'), unmarked.adapter)).rejects.toThrow(/fresh link/);
  const otherBrand = server({});
  await expect(loadPreviewedBrand(tokenFor('emerald', 'live'), otherBrand.adapter)).rejects.toThrow(/emerald/);
});

test('no token: no request at all, and the stories keep the build’s brands', async () => {
  const { adapter } = server({});
  expect(await loadPreviewedBrand(undefined, adapter)).toBeUndefined();
  expect(adapter).not.toHaveBeenCalled();
  expect(previewToken()).toBeUndefined();
  expect(storyConfig(PREVIEW_STORY_BRAND).brand.id).toBe(DEFAULT_STORY_BRAND);
  expect(storybookPreviewToken()).toBeUndefined();
});

test("the toolbar names the token's brand and what it previews", () => {
  expect(previewClaims(tokenFor('sunrise-bet', 'draft'))).toEqual({ brandId: 'sunrise-bet', of: 'draft' });
  expect(previewTitle({ brandId: 'sunrise-bet', of: 'draft' })).toBe('sunrise-bet (draft under review)');
  expect(previewTitle({ brandId: 'sunrise-bet', of: 'live' })).toBe('sunrise-bet (live)');
  expect(previewClaims('not-a-token')).toBeUndefined();
});
