// Shared set-up of the brand studio's tests (brand-studio*.test.ts): reading a brand, saving a draft, publishing.
import type { BrandConfig, OpsBrand, OpsBrandDraftSaveReply, OpsBrandPublishReply } from '@common/generated/api';
import type { TestServer } from './harness';
import { opsCall } from './ops-helpers';

export const brandOf = async (s: TestServer, token: string, id: string) =>
  (await opsCall<OpsBrand>(s, 'GET', `/ops/api/brands/${id}`, token)).body.value!;

/** The brand's draft, or its live configuration, changed by `edit` and saved as the draft; the reply. */
export async function saveEdited(s: TestServer, token: string, id: string, edit: (c: BrandConfig) => void) {
  const brand = await brandOf(s, token, id);
  const config = structuredClone((brand.draft?.config ?? brand.live!.config) as BrandConfig);
  edit(config);
  return opsCall<OpsBrandDraftSaveReply>(s, 'PUT', `/ops/api/brands/${id}/draft`, token, {
    config,
    ...(brand.draft ? { updatedAt: brand.draft.updatedAt } : {}),
  });
}

/** Saves an edit and publishes it; the publish reply. */
export async function publishEdited(
  s: TestServer,
  token: string,
  id: string,
  edit: (c: BrandConfig) => void,
  note?: string,
) {
  const saved = await saveEdited(s, token, id, edit);
  if (saved.status !== 200) throw new Error(`draft refused: ${JSON.stringify(saved.body)}`);
  const updatedAt = saved.body.value!.draft.updatedAt;
  return opsCall<OpsBrandPublishReply>(s, 'POST', `/ops/api/brands/${id}/publish`, token, { updatedAt, note });
}

/** The consolidated settings a player on `host` is served. */
export async function consolidatedOn(s: Pick<TestServer, 'inject'>, host: string) {
  const res = await s.inject({ url: '/wps/system/settings/consolidated', headers: { host } });
  return (res.json() as { value: { brand: { id: string; name: string }; settings: Record<string, unknown> } }).value;
}

/** The web app manifest's theme colour a player of `brand` is served (the header background of the live theme). */
export async function manifestColour(s: Pick<TestServer, 'inject'>, brand: string) {
  const res = await s.inject({ url: `/m/manifest.webmanifest?brand=${brand}` });
  return (res.json() as { theme_color: string }).theme_color;
}
