// The brand studio's drafts (issue 30; docs/brand-studio.md): the list, one brand, a new brand cloned from a live
// one, saving a draft (optimistic lock on its time), discarding it, and its checks and diff. Every change writes one
// audit row in its transaction. Publishing and versions: publish.ts, versions.ts.
import type {
  OpsBrand,
  OpsBrandChecksReply,
  OpsBrandCreateBody,
  OpsBrandDraftConfig,
  OpsBrandDraftSaveBody,
  OpsBrandDraftSaveReply,
  OpsBrandsReply,
} from '@common/generated/api';
import { diffConfigs } from '@common/brandStudio/diff';
import { checkLogo } from '@common/brandStudio/logo';
import { eq } from 'drizzle-orm';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { brandDrafts } from '../../db/schema';
import { FAIL, fail } from '../../errors';
import { inScope } from '../../ops/roles';
import { writeAudit } from '../ops/audit';
import { checkConfig } from './checks';
import { brandState, brandView, draftIdentity, draftOf, usernames } from './rows';
import { hasVersions, liveRows, lockBrand } from './store';

export async function listBrands(ctx: AppContext, principal: OperatorPrincipal): Promise<OpsBrandsReply> {
  const [live, drafts] = await Promise.all([liveRows(ctx.db), ctx.db.select().from(brandDrafts)]);
  const names = await usernames(
    ctx.db,
    live.map((l) => l.createdBy),
  );
  const liveOf = new Map(live.map((r) => [r.brandId, r]));
  const draftsOf = new Map(drafts.map((r) => [r.brandId, r]));
  const ids = [...new Set([...liveOf.keys(), ...draftsOf.keys()])].sort();
  return {
    items: ids
      .filter((id) => inScope(principal.scope, id))
      .map((id) => {
        const l = liveOf.get(id);
        const d = draftsOf.get(id);
        const draftSide = d ? draftIdentity(d.config as OpsBrandDraftConfig) : { name: id, domains: [] };
        return {
          id,
          displayName: l ? l.config.brand.brand.name : draftSide.name || id,
          domains: l ? l.config.brand.domains : draftSide.domains,
          liveVersion: l?.version ?? null,
          publishedAt: l ? l.publishedAt.getTime() : null,
          publishedBy: l?.createdBy == null ? null : (names.get(l.createdBy) ?? null),
          hasDraft: !!d,
          draftUpdatedAt: d ? d.updatedAt.getTime() : null,
        };
      }),
  };
}

export async function brandDetail(ctx: AppContext, principal: OperatorPrincipal, brandId: string): Promise<OpsBrand> {
  return brandView(ctx.db, brandId, await brandState(ctx.db, principal, brandId));
}

/** A draft copied from the source's live version with the new identity; not served until published. */
export async function createBrand(
  ctx: AppContext,
  principal: OperatorPrincipal,
  address: string,
  body: OpsBrandCreateBody,
): Promise<OpsBrand> {
  // A new brand is no existing brand's: only an operator editing every brand may add one.
  if (!principal.scope.all) throw FAIL.noPermission();
  const [source] = await liveRows(ctx.db, body.sourceBrandId);
  if (!source) throw fail('ops.brand.source.unknown');
  const config = structuredClone(source.config);
  config.brand.brand.id = body.id;
  config.brand.brand.name = body.displayName;
  config.brand.brand.timeZone = body.timeZone;
  config.brand.domains = [...new Set(body.domains.map((d) => d.toLowerCase()))];
  const at = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await lockBrand(tx, body.id);
    if ((await draftOf(tx, body.id)) || (await hasVersions(tx, body.id))) throw fail('ops.brand.exists');
    await tx
      .insert(brandDrafts)
      .values({ brandId: body.id, config, baseVersion: null, updatedBy: principal.operator.id, updatedAt: at });
    await writeAudit(tx, at, {
      operatorId: principal.operator.id,
      action: 'brand.create',
      brandId: body.id,
      target: `brand:${body.id}`,
      before: null,
      after: {
        source: body.sourceBrandId,
        sourceVersion: source.version,
        name: body.displayName,
        domains: body.domains,
      },
      address,
    });
  });
  return brandDetail(ctx, principal, body.id);
}

/** Stores the draft as sent (the logo sanitised) if nobody saved since `updatedAt`; answers its problems. */
export async function saveDraft(
  ctx: AppContext,
  principal: OperatorPrincipal,
  address: string,
  brandId: string,
  body: OpsBrandDraftSaveBody,
): Promise<OpsBrandDraftSaveReply> {
  const logo = checkLogo(body.config.logo);
  // Nothing storable is left of the logo (not an image, over 256 KB): refused, with the reason.
  if (body.config.logo !== null && logo.dataUrl === null)
    throw fail('request.invalid', { field: 'config.logo', reason: logo.problems[0]?.messageKey ?? 'logo' });
  const config = { ...body.config, logo: logo.dataUrl };
  await ctx.db.transaction(async (tx) => {
    await lockBrand(tx, brandId);
    const { live, draft } = await brandState(tx, principal, brandId);
    // The lock: the draft's time as the editor read it; none when the editor started from the live version.
    if ((draft?.updatedAt.getTime() ?? undefined) !== body.updatedAt) throw fail('ops.brand.draft.stale');
    // Strictly later than the last save, so two saves in one millisecond still tell apart.
    const now = ctx.clock().getTime();
    const at = new Date(draft ? Math.max(now, draft.updatedAt.getTime() + 1) : now);
    const values = { config, updatedBy: principal.operator.id, updatedAt: at };
    if (draft) await tx.update(brandDrafts).set(values).where(eq(brandDrafts.brandId, brandId));
    else await tx.insert(brandDrafts).values({ brandId, baseVersion: live?.version ?? null, ...values });
    await writeAudit(tx, at, {
      operatorId: principal.operator.id,
      action: 'brand.draft.save',
      brandId,
      target: `brand:${brandId}`,
      before: draft ? { updatedAt: draft.updatedAt.getTime() } : null,
      after: { updatedAt: at.getTime(), baseVersion: draft?.baseVersion ?? live?.version ?? null },
      address,
    });
  });
  const view = await brandDetail(ctx, principal, brandId);
  return { draft: view.draft!, problems: checkConfig(ctx.brands, brandId, config) };
}

export async function discardDraft(
  ctx: AppContext,
  principal: OperatorPrincipal,
  address: string,
  brandId: string,
): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    await lockBrand(tx, brandId);
    const { draft } = await brandState(tx, principal, brandId);
    if (!draft) throw fail('ops.brand.no.draft');
    await tx.delete(brandDrafts).where(eq(brandDrafts.brandId, brandId));
    const at = ctx.clock();
    await writeAudit(tx, at, {
      operatorId: principal.operator.id,
      action: 'brand.draft.discard',
      brandId,
      target: `brand:${brandId}`,
      before: { updatedAt: draft.updatedAt.getTime(), baseVersion: draft.baseVersion },
      after: null,
      address,
    });
  });
  return null;
}

/** The draft's problems and its changes against the live version (everything is new for a brand never published). */
export async function draftChecks(
  ctx: AppContext,
  principal: OperatorPrincipal,
  brandId: string,
): Promise<OpsBrandChecksReply> {
  const { live, draft } = await brandState(ctx.db, principal, brandId);
  if (!draft) throw fail('ops.brand.no.draft');
  return {
    problems: checkConfig(ctx.brands, brandId, draft.config),
    diff: diffConfigs(live?.config ?? {}, draft.config),
  };
}
