import type { FastifyInstance } from 'fastify';
import { encryptJson, newPassphrase } from '../../../src/api/payloadCrypto';
import type { AppContext } from '../context';
import { COUNTRIES } from '../content/catalogue';
import { ok } from '../plugins/envelope';
import { readSettings } from '../services/brandSettings';
import { commonQuery, doc } from './schemaHelpers';

const query = { type: 'object', properties: { ...commonQuery, merchantCode: { type: 'string', maxLength: 40 } } };

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/wps/system/settings/consolidated',
    {
      schema: {
        querystring: query,
        ...doc(
          'system',
          'Consolidated settings of the brand',
          '`{ brand: BrandMeta (schemas/brand-meta.schema.json), settings: SiteSettings (schemas/settings.schema.json) }` where `settings.customerService` and `settings.downloadResources` are each a string: crypto-js AES (OpenSSL "Salted__", base64) of the JSON array under the passphrase in the `X-Encryption-Key` response header.',
        ),
      },
    },
    async (request, reply) => {
      const { settings } = await readSettings(ctx.db, request.brand);
      const passphrase = newPassphrase();
      const out: Record<string, unknown> = { ...settings };
      for (const field of ['customerService', 'downloadResources']) {
        if (field in out) out[field] = encryptJson(out[field], passphrase);
      }
      reply.header('X-Encryption-Key', passphrase);
      reply.header('Cache-Control', 'no-store');
      return ok({ brand: request.brand.brand, settings: out });
    },
  );

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        querystring: query,
        ...doc('system', 'Registration rules', 'RegisterSettings (schemas/register-settings.schema.json).'),
      },
    },
    async (request) => ok((await readSettings(ctx.db, request.brand)).registerSettings),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        querystring: query,
        ...doc(
          'system',
          'White-label flags',
          'The `whiteLabel` flag object of the site settings (`{ DIRECTREG3: boolean, … }`).',
        ),
      },
    },
    async (request) => ok((await readSettings(ctx.db, request.brand)).settings.whiteLabel ?? {}),
  );

  app.get(
    '/wps/system/country',
    {
      schema: {
        querystring: query,
        ...doc(
          'system',
          'Countries and dialing codes',
          '`[{ countryName, dialingCode: "+63", iso: "PH" }]`, Philippines first.',
        ),
      },
    },
    async () => ok(COUNTRIES),
  );

  app.get(
    '/wps/system/status',
    {
      schema: {
        querystring: query,
        ...doc(
          'system',
          'Start-up status',
          '`{ maintenance: boolean, regionRestriction: boolean, serverTime: epoch ms }`.',
        ),
      },
    },
    async (request) => {
      const { settings } = await readSettings(ctx.db, request.brand);
      return ok({
        maintenance: settings.maintenance === true,
        regionRestriction: settings.regionRestriction === true,
        serverTime: ctx.clock().getTime(),
      });
    },
  );
}
