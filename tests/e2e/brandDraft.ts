import type { APIRequestContext } from '@playwright/test';
import { mergePatches, type SettingsPatch } from '../../src/app/qa/flagPatch';

/** The demo operator of the brand studio (server/src/db/seed/opsSeed.ts). */
const BRAND_ADMIN = { username: 'brandadmin', password: 'brandadmin1234!' };

interface Envelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value: T;
}

type BrandConfig = { brand: { settings?: SettingsPatch } & Record<string, unknown> } & Record<string, unknown>;

async function call<T>(request: APIRequestContext, method: string, url: string, token?: string, data?: unknown) {
  const res = await request.fetch(url, {
    method,
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${method} ${url}: ${res.status()} ${body.code} ${body.message}`);
  return body.value;
}

/** A brand's draft with settings changed, and the preview of it a page opens with `?wl_preview=<token>`. */
export interface DraftPreview {
  token: string;
  /** Drops the draft (the brand's live version never changed). */
  discard(): Promise<void>;
}

/**
 * Changes a brand's settings as an operator would before publishing (issue 30): the brand studio's API signs the
 * demo brand admin in, merges `settings` into the brand's draft (or its live configuration), saves it, and mints a
 * preview token. Only a page opened with the token sees the change: players, and every other journey, keep the live
 * version. One brand has one draft, so journeys that use this on the same brand run one at a time (BRAND_DRAFT).
 */
export async function previewDraft(
  request: APIRequestContext,
  brandId: string,
  settings: SettingsPatch,
): Promise<DraftPreview> {
  const { token: operator } = await call<{ token: string }>(
    request,
    'POST',
    '/ops/api/session',
    undefined,
    BRAND_ADMIN,
  );
  const brand = await call<{
    live: { config: BrandConfig } | null;
    draft: { config: BrandConfig; updatedAt: number } | null;
  }>(request, 'GET', `/ops/api/brands/${brandId}`, operator);
  const base = brand.draft?.config ?? brand.live!.config;
  const config = { ...base, brand: { ...base.brand, settings: mergePatches(base.brand.settings ?? {}, settings) } };
  const updatedAt = brand.draft ? { updatedAt: brand.draft.updatedAt } : {};
  await call(request, 'PUT', `/ops/api/brands/${brandId}/draft`, operator, { config, ...updatedAt });
  const { token } = await call<{ token: string }>(request, 'POST', `/ops/api/brands/${brandId}/preview`, operator, {
    of: 'draft',
  });
  return {
    token,
    discard: async () => {
      await call(request, 'DELETE', `/ops/api/brands/${brandId}/draft`, operator);
    },
  };
}
