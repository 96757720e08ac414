// The brand studio's preview (docs/brand-studio.md, "Preview"): the console mints a token for a brand's draft or live
// configuration, and the player app serves that configuration to requests carrying it (plugins/preview.ts).
import { Ajv, type ValidateFunction } from 'ajv';
import type { BrandConfig } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { OperatorPrincipal } from '../../api/access';
import { FAIL, fail } from '../../errors';
import { inScope } from '../../ops/roles';
import { readSharedSchemas } from '../../brands/loadBrands';
import { markPreviewFile } from './previewFiles';
import { draftRow, liveConfig } from './previewSource';
import { PREVIEW_TTL_MS, readPreviewToken, signPreviewToken, previewKey, type PreviewOf } from './previewToken';

/** What a request under a valid preview token is served. */
export interface BrandPreview {
  brandId: string;
  of: PreviewOf;
  config: BrandConfig;
}

/** A token for the console's preview frames (brands.read on the brand): the draft as last saved, or the live version. */
export async function mintPreview(
  ctx: AppContext,
  principal: OperatorPrincipal,
  brandId: string,
  of: PreviewOf,
): Promise<{ token: string; expiresAt: number }> {
  if (!inScope(principal.scope, brandId)) throw FAIL.noPermission();
  let draftUpdatedAt: number | null = null;
  if (of === 'draft') {
    const draft = await draftRow(ctx.db, brandId);
    if (!draft) throw (await liveConfig(ctx.db, brandId)) ? fail('ops.brand.no.draft') : fail('ops.brand.unknown');
    draftUpdatedAt = draft.updatedAt.getTime();
  } else if (!(await liveConfig(ctx.db, brandId))) throw fail('ops.brand.unknown');
  const expiresAt = ctx.clock().getTime() + PREVIEW_TTL_MS;
  const token = signPreviewToken(previewKey(ctx.opsSecretKey), { brandId, of, draftUpdatedAt, expiresAt });
  return { token, expiresAt };
}

let brandFileCheck: ValidateFunction | undefined;
/** A draft is stored mid-edit: only one whose brand file the server can run on is served (the rest never is). */
function servable(config: BrandConfig, brandId: string): boolean {
  if (!brandFileCheck) {
    const ajv = new Ajv({ allErrors: false, strict: false });
    for (const schema of Object.values(readSharedSchemas())) ajv.addSchema(schema);
    brandFileCheck = ajv.getSchema('brand.schema.json');
  }
  return config.brand?.brand?.id === brandId && !!brandFileCheck?.(config.brand);
}

/**
 * The configuration a token previews, or undefined when the token is not to be honoured: unsigned or forged, expired,
 * a draft saved (or published, or discarded) since it was minted, or a draft the server cannot run on.
 */
export async function resolvePreview(ctx: AppContext, key: Buffer, token: string): Promise<BrandPreview | undefined> {
  const claims = readPreviewToken(key, token, ctx.clock().getTime());
  if (!claims) return undefined;
  let config: BrandConfig | undefined;
  if (claims.of === 'draft') {
    const draft = await draftRow(ctx.db, claims.brandId);
    if (draft && draft.updatedAt.getTime() === claims.draftUpdatedAt) config = draft.config;
  } else config = await liveConfig(ctx.db, claims.brandId);
  if (!config || !servable(config, claims.brandId)) return undefined;
  // A copy per request, marked so readSettings serves its settings rather than the stored ones.
  const brand = markPreviewFile(structuredClone(config.brand));
  return { brandId: claims.brandId, of: claims.of, config: { ...config, brand } };
}
