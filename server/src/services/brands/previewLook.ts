// The brand's look (theme tokens and logo) a request is served: the previewed configuration's under a console preview,
// else the live brand's.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { brandLogoUrl, brandTheme } from '../bootData';

export interface BrandLook {
  theme: Record<string, unknown>;
  logoUrl: string | null;
}

/** The theme tokens and logo of the request's brand (GET /wps/system/brand/theme, the page's boot data). */
export function lookOf(ctx: AppContext, request: FastifyRequest): BrandLook {
  const preview = request.preview?.config;
  if (preview) return { theme: preview.theme as Record<string, unknown>, logoUrl: preview.logo };
  return {
    theme: brandTheme(ctx, request.brand) as Record<string, unknown>,
    logoUrl: brandLogoUrl(ctx, request.brand),
  };
}
