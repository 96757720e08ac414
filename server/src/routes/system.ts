import type { FastifyInstance } from 'fastify';
import type { WhiteLabelFlags } from '@common/generated/api';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { COUNTRIES } from '../content/catalogue';
import { consolidatedSettings, readSettings } from '../services/brandSettings';
import { lookOf } from '../services/brands/previewLook';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'systemConsolidated', async (request, reply) => {
    const { passphrase, value } = await consolidatedSettings(ctx.db, request.brand);
    reply.header('X-Encryption-Key', passphrase);
    reply.header('Cache-Control', 'no-store');
    return value;
  });

  route(app, 'systemRegisterSettings', async (request) => (await readSettings(ctx.db, request.brand)).registerSettings);

  route(
    app,
    'systemWhiteLabel',
    async (request) => (await readSettings(ctx.db, request.brand)).settings.whiteLabel as WhiteLabelFlags,
  );

  route(app, 'systemBrandTheme', async (request) => lookOf(ctx, request));

  route(app, 'systemCountries', async () => COUNTRIES);

  route(app, 'systemStatus', async (request) => {
    const { settings } = await readSettings(ctx.db, request.brand);
    return {
      maintenance: settings.maintenance === true,
      regionRestriction: settings.regionRestriction === true,
      serverTime: ctx.clock().getTime(),
    };
  });
}
