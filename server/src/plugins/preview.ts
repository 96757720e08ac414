import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_HEADER, PREVIEW_PARAM } from '@common/brandPreview';
import type { AppContext } from '../context';
import { resolvePreview, type BrandPreview } from '../services/brands/preview';
import { previewKey } from '../services/brands/previewToken';
import { parseLanguage } from './brand';

declare module 'fastify' {
  interface FastifyRequest {
    /** A console preview this request runs under (docs/brand-studio.md, "Preview"); null for everyone else. */
    preview: BrandPreview | null;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM];
  if (typeof fromQuery === 'string') return fromQuery;
  const header = request.headers[PREVIEW_HEADER.toLowerCase()];
  return typeof header === 'string' ? header : undefined;
}

/** Adds the preview header to the reply's Vary, keeping what is there (`*` already covers it). */
function varyOnPreview(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((field) => field.toLowerCase() === PREVIEW_HEADER.toLowerCase())) return;
  reply.header('Vary', [...fields, PREVIEW_HEADER].join(', '));
}

/** Only the player app's pages and its API preview; the console, the dev tools and the rest keep their brand. */
const PREVIEWABLE = /^\/(m(\/|\?|$)|wps\/)/;

/**
 * A request carrying a valid preview token (`?wl_preview=` on a page load, `X-WL-Preview` on the player client's API
 * calls) is served the previewed configuration: request.brand becomes its brand file and request.preview holds the
 * whole config (theme, logo). A missing, forged, expired or stale token changes nothing: the request is a player's.
 * Registered after the brand plugin (whose choice it replaces) and the security headers (which it relaxes).
 */
export function registerPreview(app: FastifyInstance, ctx: AppContext): void {
  const key = previewKey(ctx.opsSecretKey);
  app.decorateRequest('preview', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    if (!token || !PREVIEWABLE.test(request.url)) return;
    const preview = await resolvePreview(ctx, key, token);
    if (!preview) return;
    request.preview = preview;
    request.brand = preview.config.brand;
    const brand = preview.config.brand.brand;
    const query = (request.query as Record<string, unknown> | undefined)?.language;
    const lang =
      parseLanguage(typeof query === 'string' ? query : undefined) ?? parseLanguage(request.headers['accept-language']);
    request.lang = lang && brand.languages.includes(lang) ? lang : brand.defaultLanguage;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // The same /wps URL answers a player and a preview frame differently: a cache must keep them apart.
    if (request.url.startsWith('/wps/')) varyOnPreview(reply);
    if (!request.preview) return payload;
    // Someone's unpublished draft: never stored by a browser or proxy, never indexed.
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
    // The console's phone frames show it: framed by its own origin, still by no other site.
    if (reply.getHeader('x-frame-options')) reply.header('X-Frame-Options', 'SAMEORIGIN');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('Content-Security-Policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    return payload;
  });
}
