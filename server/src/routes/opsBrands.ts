import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { mintPreview } from '../services/brands/preview';
import { publishDraft, rollback } from '../services/brands/publish';
import { brandDetail, createBrand, discardDraft, draftChecks, listBrands, saveDraft } from '../services/brands/studio';
import { versionDetail, versionsPage } from '../services/brands/versions';

/** The brand studio's endpoints (schemas/api/opsBrands.api.json; docs/brand-studio.md). */
export function opsBrandRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'opsBrands', async (r) => listBrands(ctx, r.principal));
  route(app, 'opsBrand', async (r) => brandDetail(ctx, r.principal, r.params.brandId));
  route(app, 'opsBrandCreate', async (r) => createBrand(ctx, r.principal, r.ip, r.body));
  route(app, 'opsBrandDraftSave', async (r) => saveDraft(ctx, r.principal, r.ip, r.params.brandId, r.body));
  route(app, 'opsBrandDraftDiscard', async (r) => discardDraft(ctx, r.principal, r.ip, r.params.brandId));
  route(app, 'opsBrandChecks', async (r) => draftChecks(ctx, r.principal, r.params.brandId));
  route(app, 'opsBrandPublish', async (r) => publishDraft(ctx, r.principal, r.ip, r.params.brandId, r.body));
  route(app, 'opsBrandVersions', async (r) => versionsPage(ctx, r.principal, r.params.brandId, r.query));
  route(app, 'opsBrandVersion', async (r) => versionDetail(ctx, r.principal, r.params.brandId, r.params.version));
  route(app, 'opsBrandRollback', async (r) => rollback(ctx, r.principal, r.ip, r.params.brandId, r.body));
  route(app, 'opsBrandPreview', async (r) => mintPreview(ctx, r.principal, r.params.brandId, r.body.of));
}
