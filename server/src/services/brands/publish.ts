// Publish and roll back (issue 30; docs/brand-studio.md): a configuration that passes the checks becomes the brand's
// next immutable version and goes live, in one transaction with its audit row and the NOTIFY that tells every
// instance; this instance serves it before answering. A brand's first publish seeds what a folder brand gets at its
// first start (games, content, settings row).
import { eq } from 'drizzle-orm';
import type {
  BrandConfig,
  OpsBrandPublishBody,
  OpsBrandPublishReply,
  OpsBrandRollbackBody,
  OpsBrandRollbackReply,
} from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { brandDrafts } from '../../db/schema';
import { fail } from '../../errors';
import type { Tx } from '../ledger';
import { writeAudit } from '../ops/audit';
import { checkConfig } from './checks';
import { brandState } from './rows';
import { addLiveVersion, liveRows, lockBrand, seedIfNew, versionRow } from './store';

interface GoLive {
  brandId: string;
  config: BrandConfig;
  source: 'publish' | 'rollback';
  note: string | null;
  action: string;
  extra: Record<string, unknown>;
}

/** In the caller's transaction: checks, the new version, seeding a brand new brand, the audit row. */
async function goLive(ctx: AppContext, tx: Tx, principal: OperatorPrincipal, address: string, g: GoLive) {
  const problems = checkConfig(ctx.brands, g.brandId, g.config);
  if (problems.length) throw fail('ops.brand.checks.failed', { problems });
  const at = ctx.clock();
  // Read under the brand's lock (the caller holds it): the version live before this one.
  const [previous] = await liveRows(tx, g.brandId);
  const { version } = await addLiveVersion(tx, {
    brandId: g.brandId,
    config: g.config,
    source: g.source,
    note: g.note,
    createdBy: principal.operator.id,
    at,
  });
  await seedIfNew(tx, g.config.brand, ctx.clock);
  await writeAudit(tx, at, {
    operatorId: principal.operator.id,
    action: g.action,
    brandId: g.brandId,
    target: `brand:${g.brandId}`,
    before: previous ? { version: previous.version } : null,
    after: { version, note: g.note, ...g.extra },
    address,
  });
  return version;
}

/** The draft (as reviewed at `updatedAt`) becomes the next version, live everywhere; the draft is removed. */
export async function publishDraft(
  ctx: AppContext,
  principal: OperatorPrincipal,
  address: string,
  brandId: string,
  body: OpsBrandPublishBody,
): Promise<OpsBrandPublishReply> {
  const version = await ctx.db.transaction(async (tx) => {
    await lockBrand(tx, brandId);
    const { draft } = await brandState(tx, principal, brandId);
    if (!draft) throw fail('ops.brand.no.draft');
    if (draft.updatedAt.getTime() !== body.updatedAt) throw fail('ops.brand.draft.stale');
    const config = draft.config as unknown as BrandConfig;
    const v = await goLive(ctx, tx, principal, address, {
      brandId,
      config,
      source: 'publish',
      note: body.note ?? null,
      action: 'brand.publish',
      extra: { baseVersion: draft.baseVersion },
    });
    await tx.delete(brandDrafts).where(eq(brandDrafts.brandId, brandId));
    return v;
  });
  await ctx.brandRegistry.reload(brandId);
  return { version };
}

/** A new version copying an earlier one's configuration, after the same checks; the draft stays. */
export async function rollback(
  ctx: AppContext,
  principal: OperatorPrincipal,
  address: string,
  brandId: string,
  body: OpsBrandRollbackBody,
): Promise<OpsBrandRollbackReply> {
  const version = await ctx.db.transaction(async (tx) => {
    await lockBrand(tx, brandId);
    await brandState(tx, principal, brandId);
    const from = await versionRow(tx, brandId, body.version);
    if (!from) throw fail('ops.brand.version.unknown');
    return goLive(ctx, tx, principal, address, {
      brandId,
      config: from.config,
      source: 'rollback',
      note: body.note ?? null,
      action: 'brand.rollback',
      extra: { from: body.version },
    });
  });
  await ctx.brandRegistry.reload(brandId);
  return { version };
}
