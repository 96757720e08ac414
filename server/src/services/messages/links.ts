// Links in messages point at the brand's own site. Never at the request's Host header: whoever asks for a reset
// could name a host of their own and receive the owner's token through the link.
import type { AppContext } from '../../context';

/** PUBLIC_URL_<BRAND>, else PUBLIC_URL, else https:// and the brand's first domain. */
export function publicUrl(ctx: Pick<AppContext, 'messages' | 'brands'>, brandId: string): string {
  const { publicUrls, publicUrl: shared } = ctx.messages.config;
  const own = publicUrls?.[brandId.toUpperCase().replace(/-/g, '_')];
  if (own) return own;
  if (shared) return shared;
  const domain = ctx.brands.get(brandId)?.domains[0];
  return domain ? `https://${domain}` : '';
}
