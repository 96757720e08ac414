/** Where a tap on a banner goes: a route of the player app, or an https page in a new tab. */
export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

// Resolves relative links against a stand-in origin: only a path on it (not //other.host/…) stays inside the app.
const HERE = 'https://player.invalid';

/**
 * The console lets operators set any link on a banner; the player app follows only its own /m/ routes and https
 * URLs. Anything else (javascript:, data:, http:, another scheme, a path outside /m/) is no link at all.
 */
export function bannerTarget(link: string | undefined): BannerTarget | undefined {
  const text = link?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text, HERE);
  } catch {
    return undefined;
  }
  if (text.startsWith('/') && !text.startsWith('//')) {
    if (url.origin !== HERE || !url.pathname.startsWith('/m/')) return undefined;
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  }
  // Only a written-out https URL: a scheme-relative //host would take whatever scheme the page has.
  return /^https:\/\//i.test(text) && url.origin !== HERE ? { kind: 'external', href: url.href } : undefined;
}
