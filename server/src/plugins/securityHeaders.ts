import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '../api/route';

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Powerful features the app never uses, off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';

/**
 * A page opened by another site gets no handle on ours (no window.opener games); the game windows we open ourselves
 * keep theirs (useLaunchGame opens a blank window in the tap, then sends it to the game).
 */
export const COOP = 'same-origin-allow-popups';

/** Audiences (schemas/api `auth`) whose replies are always someone's own: never stored by a browser or proxy. */
const PRIVATE_AUDIENCES = new Set(['member', 'real', 'ticket', 'development', 'operator']);

/**
 * Endpoints open to guests whose request or reply carries a credential: session tokens (sign-in, register, trial),
 * reset tokens and SMS codes, captcha ids, the settings passphrase.
 */
export const TOKEN_BEARING = new Set([
  'opsSignIn',
  'sessionLogin',
  'sessionFreeplay',
  'memberTrialUser',
  'memberRegister',
  'memberRegisterMobile',
  'memberPasswordEmail',
  'memberPasswordReset',
  'memberPasswordPhone',
  'verificationSms',
  'verificationSmsNoLogin',
  'verificationSmsRegister',
  'captcha',
  'systemConsolidated',
]);

/** Whether a reply must not be stored: an authenticated request, a private or token-bearing endpoint, the game page. */
export function isPrivateReply(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const id = (request.routeOptions?.config as { endpoint?: string } | undefined)?.endpoint;
  if (id) return TOKEN_BEARING.has(id) || PRIVATE_AUDIENCES.has(contract.endpoints.get(id)?.auth ?? '');
  const url = request.url;
  return (url.startsWith('/demo-game/') && !url.startsWith('/demo-game/assets/')) || url.startsWith('/__dev/');
}

/**
 * A reply that is never a document or a worker: a script other than the service worker, a stylesheet, a font, a
 * raster image. The document-only headers (CSP, framing, referrer policy) mean nothing on it, and a phone downloads
 * them with every such file (about 450 bytes each), so they are left off. HTML, SVG, JSON, text and the service
 * worker keep them.
 */
export function isSubresource(contentType: string, url: string): boolean {
  if (!/^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/i.test(contentType)) return false;
  return !url.split('?')[0]!.endsWith('/sw.js');
}

/**
 * nosniff and the request id (the `reqId` of its log lines) on every response; CSP without inline script, referrer
 * policy and no framing on every response that can be a document or a worker; `Cache-Control: no-store` on every
 * private reply (refusals included); HSTS when the server is told it is only reached over HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts?: boolean } = {}): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    reply.headers(securityHeaders(request, options, typeof type === 'string' ? type : undefined));
    return payload;
  });
}

/** The headers above for one request (also set by hand where Fastify runs no hooks: its framework errors). */
export function securityHeaders(
  request: FastifyRequest,
  options: { hsts?: boolean },
  contentType?: string,
): Record<string, string> {
  const documentOnly: Record<string, string> =
    contentType && isSubresource(contentType, request.url)
      ? {}
      : {
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'X-Frame-Options': 'DENY',
          'Content-Security-Policy': CSP,
          'Permissions-Policy': PERMISSIONS_POLICY,
          'Cross-Origin-Opener-Policy': COOP,
        };
  return {
    'X-Content-Type-Options': 'nosniff',
    ...documentOnly,
    'X-Request-Id': request.id,
    ...(options.hsts ? { 'Strict-Transport-Security': HSTS } : {}),
    ...(isPrivateReply(request) ? { 'Cache-Control': 'no-store' } : {}),
  };
}
