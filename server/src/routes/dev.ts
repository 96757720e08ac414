import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { ok } from '../plugins/envelope';
import { patchSettings, resetSettings } from '../services/brandSettings';
import { doc, str } from './schemaHelpers';

/** Development-only helpers (not registered when NODE_ENV=production: they answer 404 there). */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.production) return;

  app.get<{ Querystring: { to?: string } }>(
    '/__dev/outbox',
    {
      schema: {
        querystring: { type: 'object', properties: { to: str(200) } },
        ...doc(
          'development',
          'Dev outbox (development only)',
          'A JSON array (not an envelope) of `{ kind: "sms"|"email"|"captcha", to, text?, code?, time, brand }`: SMS codes (`to` "+63 9171234567"), e-mails (`to` the address) and captcha answers (`to` the captchaId). `?to=` filters.',
        ),
      },
    },
    async (request) => ctx.outbox.list(request.query.to),
  );

  const brandOf = (id: string | undefined, fallback: string) => {
    const file = ctx.brands.get(id ?? fallback);
    if (!file) throw FAIL.fieldInvalid('brand', 'unknown brand');
    return file;
  };

  app.post<{ Body: { brand?: string; settings?: unknown; registerSettings?: unknown } }>(
    '/__dev/settings',
    {
      schema: {
        body: {
          type: 'object',
          properties: { brand: str(40), settings: {}, registerSettings: {} },
        },
        ...doc(
          'development',
          "Patch a brand's stored settings (development only)",
          "`{ settings, registerSettings }` after a deep merge of the given JSON (no validation: tests may store invalid values). brand defaults to the request's brand.",
        ),
      },
    },
    async (request) =>
      ok(await patchSettings(ctx.db, brandOf(request.body.brand, request.brand.brand.id), ctx.clock, request.body)),
  );

  app.post<{ Body: { brand?: string } | undefined }>(
    '/__dev/reset-settings',
    {
      schema: {
        body: { type: ['object', 'null'], properties: { brand: str(40) } },
        ...doc(
          'development',
          'Reset stored settings to the brand files (development only)',
          '`null`. With `{ brand }` only that brand, else every brand.',
        ),
      },
    },
    async (request) => {
      const files = request.body?.brand ? [brandOf(request.body.brand, '')] : [...ctx.brands.values()];
      for (const file of files) await resetSettings(ctx.db, file, ctx.clock);
      return ok(null);
    },
  );
}
