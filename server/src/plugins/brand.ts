import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { BrandFile } from '../brands/loadBrands';

export type Lang = 'EN' | 'TY';

declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandFile;
    lang: Lang;
  }
}

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const q = request.query as Record<string, unknown> | undefined;
  const v = q?.[name];
  return typeof v === 'string' ? v : undefined;
}

export function parseLanguage(value: string | undefined): Lang | undefined {
  if (!value) return undefined;
  const first = value.split(',')[0]!.split(';')[0]!.trim().toUpperCase();
  if (first === 'TY' || first.startsWith('FIL') || first.startsWith('TL')) return 'TY';
  if (first.startsWith('EN')) return 'EN';
  return undefined;
}

/**
 * The brand of a request: the host name when a brand claims it (brand.json domains); on other hosts `?brand=<id>`
 * (remembered in a `brand` cookie), else the `brand` cookie; else the default brand. The language: `?language=`, else Accept-Language, else the brand's.
 * Brands and host names are the live ones of this moment (services/brands/registry.ts): a publish needs no restart.
 * A console preview (plugins/preview.ts, registered after this) may then serve another configuration to one request.
 */
export function registerBrand(app: FastifyInstance, ctx: AppContext): void {
  const registry = ctx.brandRegistry;
  app.decorateRequest('brand', null as unknown as BrandFile);
  app.decorateRequest('lang', 'EN');
  app.addHook('onRequest', async (request, reply) => {
    const fromQuery = queryParam(request, 'brand');
    const host = (request.hostname ?? '').split(':')[0]!.toLowerCase();
    // A host name a brand claims is that brand, whatever the query or cookie says: `?brand=` (and the cookie it sets)
    // only chooses on hosts no brand claims (development, preview).
    let id = registry.brandOfHost(host);
    if (!id && fromQuery && ctx.brands.has(fromQuery)) {
      id = fromQuery;
      if (request.cookies.brand !== id)
        reply.setCookie('brand', id, { path: '/', sameSite: 'lax', httpOnly: false, secure: ctx.behindHttps });
    } else if (!id && request.cookies.brand && ctx.brands.has(request.cookies.brand)) id = request.cookies.brand;
    request.brand = ctx.brands.get(id ?? ctx.defaultBrand)!;
    const lang =
      parseLanguage(queryParam(request, 'language')) ?? parseLanguage(request.headers['accept-language']) ?? undefined;
    request.lang = lang && request.brand.brand.languages.includes(lang) ? lang : request.brand.brand.defaultLanguage;
  });
}

/** Picks the English or Filipino text. */
export const pick = (lang: Lang, en: string, ty: string) => (lang === 'TY' ? ty : en);
