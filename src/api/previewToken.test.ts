// Under a console preview the player client asks every /wps call for the previewed brand; a player's page never does.
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { PREVIEW_HEADER } from '@common/brandPreview';
import { callApi } from './callApi';
import { http } from './client';
import { previewOf, rememberPreview } from './previewToken';

beforeAll(() => import('../config/generated/apiReplyValidators.js'), 60_000);

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  rememberPreview('');
});

/** The preview header of each request the client sends. */
function recordHeaders() {
  const seen: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config.headers.get(PREVIEW_HEADER));
    return {
      data: { success: true, value: { sumBalance: '1.00' } },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  http.defaults.adapter = adapter;
  return seen;
}

test('a page opened with ?wl_preview=<token> sends the token with every call', async () => {
  rememberPreview('?brand=x&wl_preview=abc.def&language=ty');
  const seen = recordHeaders();
  await callApi('walletBalance');
  await callApi('walletBalance');
  expect(seen).toEqual(['abc.def', 'abc.def']);
});

test("a player's page (no token in its URL) sends no preview header", async () => {
  rememberPreview('?brand=lucky-peso&language=TY');
  const seen = recordHeaders();
  await callApi('walletBalance');
  expect(seen).toEqual([undefined]);
});

test("the frame's language comes from its URL", () => {
  expect(previewOf('?wl_preview=t&language=ty')).toEqual({ token: 't', language: 'TY' });
  expect(previewOf('?wl_preview=t')).toEqual({ token: 't', language: undefined });
  expect(previewOf('?wl_preview=')).toBeUndefined();
});
