// The HMAC secret per brand that signs provider callbacks. PAY_SECRET_<BRAND> (brand id upper-cased, "-" → "_"),
// else derived from PAY_SECRET; without either, development uses a random secret per process and production has
// none: deposits are closed (every channel closed, every callback refused).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';

const devSecret = randomBytes(32).toString('hex');

export const CALLBACK_FIELDS = ['amount', 'brand', 'nonce', 'orderId', 'status', 'timestamp'] as const;
export type CallbackFields = Record<(typeof CALLBACK_FIELDS)[number], string>;

export function paySecret(ctx: AppContext, brandId: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const own = env[`PAY_SECRET_${brandId.toUpperCase().replace(/-/g, '_')}`];
  if (own) return own;
  if (env.PAY_SECRET) return createHmac('sha256', env.PAY_SECRET).update(brandId).digest('hex');
  return ctx.production ? undefined : devSecret;
}

/** Deposits work on this server for the brand (a secret to check callbacks with). */
export const depositsOpen = (ctx: AppContext, brandId: string) => paySecret(ctx, brandId) !== undefined;

/** The six fields sorted by key, `key=value` joined with `&`. */
export const canonical = (fields: CallbackFields) => CALLBACK_FIELDS.map((k) => `${k}=${fields[k]}`).join('&');

/** Lowercase hex HMAC-SHA256 of the canonical string. */
export const signCallback = (fields: CallbackFields, secret: string) =>
  createHmac('sha256', secret).update(canonical(fields)).digest('hex');

export function signatureOk(fields: CallbackFields, signature: string, secret: string): boolean {
  const expected = Buffer.from(signCallback(fields, secret));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
