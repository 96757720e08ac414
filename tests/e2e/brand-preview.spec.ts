// The brand studio's preview in a real browser (docs/brand-studio.md, "Preview"): the owner clones a brand and saves a
// draft with another header colour; a page framed by the console's origin under the preview token runs the player app
// with the draft's colour and language, and the app's own API calls carry the token. A player's page has the live
// colour. The brand is new per run, so no other journey sees it.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

type Envelope<T> = { success: boolean; code?: string; value?: T };
const DRAFT_HEADER = '#0b5d3b';

async function ownerCalls(request: APIRequestContext) {
  const signIn = await request.post('/ops/api/session', { data: { username: 'owner', password: 'owner1234!' } });
  const token = ((await signIn.json()) as Envelope<{ token: string }>).value?.token;
  expect(token, 'the owner signs in').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object) => {
    const res = await request.fetch(`/ops/api${path}`, { method, headers, data });
    const body = (await res.json()) as Envelope<T>;
    expect(body.success, `${method} ${path}: ${body.code}`).toBe(true);
    return body.value!;
  };
}

test('a draft previewed in a console frame: its colour and language, the token on every call; players see live', async ({
  page,
  request,
}) => {
  const call = await ownerCalls(request);
  const id = `preview-${Date.now().toString(36)}`;
  await call('POST', '/brands', {
    sourceBrandId: 'lucky-peso',
    id,
    displayName: 'Preview Peso',
    domains: [`${id}.example`],
    timeZone: 'Asia/Manila',
  });
  type Draft = { config: { theme: { colors?: Record<string, string> } } & Record<string, unknown>; updatedAt: number };
  const { draft } = await call<{ draft: Draft }>('GET', `/brands/${id}`);
  const config = { ...draft.config, theme: { ...draft.config.theme, colors: { headerBg: DRAFT_HEADER } } };
  await call('PUT', `/brands/${id}/draft`, { config, updatedAt: draft.updatedAt });
  const { token } = await call<{ token: string }>('POST', `/brands/${id}/preview`, { of: 'draft' });

  const previewCalls: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/wps/')) previewCalls.push(r.headers()['x-wl-preview']);
  });
  // A page of the same origin frames the player app, as the console's phone frames do.
  await page.goto('/m/offline.html');
  await page.evaluate(
    (src) => {
      const frame = document.createElement('iframe');
      frame.title = 'Home, Filipino, signed out';
      frame.src = src;
      frame.width = '360';
      frame.height = '780';
      document.body.append(frame);
    },
    `/m/home?wl_preview=${encodeURIComponent(token)}&language=TY`,
  );
  const frame = page.frameLocator('iframe[title="Home, Filipino, signed out"]');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(frame.locator('meta[name="theme-color"]')).toHaveAttribute('content', DRAFT_HEADER);
  // Drawn by the app with the draft's theme (the server's page carries it; the client builds its theme from it).
  await expect(frame.getByRole('banner').first()).toHaveCSS('background-color', 'rgb(11, 93, 59)');
  await expect.poll(() => previewCalls.length).toBeGreaterThan(0);
  expect(previewCalls.every((h) => h === token)).toBe(true);

  // A player of the brand the draft was cloned from: the live colour, no token anywhere.
  await page.goto('/m/home?brand=lucky-peso');
  await expect(page.locator('meta[name="theme-color"]')).not.toHaveAttribute('content', DRAFT_HEADER);
  // The new brand is not served to players: its id is ignored, the default brand answers.
  const never = await request.get(`/wps/system/settings/consolidated?brand=${id}`);
  expect(((await never.json()) as Envelope<{ brand: { id: string } }>).value?.brand.id).not.toBe(id);
});
