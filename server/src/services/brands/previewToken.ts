// Brand preview tokens: what lets the player app serve a brand's draft (or live) configuration to the console's phone
// frames, and nothing else. A token is `<payload>.<signature>`, both base64url: the payload names the brand, what it
// previews and, for a draft, the save it was minted for; the signature is HMAC-SHA256 under a key derived from the
// console's secret key (OPS_SECRET_KEY), so every instance on one deployment accepts another's tokens and the key
// never reaches a browser.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a minted token previews: long enough to look, short enough that a leaked link soon dies. */
export const PREVIEW_TTL_MS = 15 * 60 * 1000;

export type PreviewOf = 'draft' | 'live';

export interface PreviewClaims {
  brandId: string;
  of: PreviewOf;
  /** The draft's updatedAt (epoch ms) the token was minted for; null for a live preview. */
  draftUpdatedAt: number | null;
  /** Epoch ms after which the token is ignored. */
  expiresAt: number;
}

/** A key of its own for preview tokens, so a token can never stand in for anything else signed with the ops key. */
export const previewKey = (opsSecretKey: Buffer): Buffer =>
  createHmac('sha256', opsSecretKey).update('wl brand preview token v1').digest();

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** Signs claims into a token. */
export function signPreviewToken(key: Buffer, claims: PreviewClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ b: claims.brandId, o: claims.of, u: claims.draftUpdatedAt, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

const TOKEN = /^[A-Za-z0-9_-]{1,700}\.[A-Za-z0-9_-]{43}$/;

/** The claims of a well-signed, unexpired token; undefined for anything else (never throws: a bad token is ignored). */
export function readPreviewToken(key: Buffer, token: string | undefined, now: number): PreviewClaims | undefined {
  if (!token || !TOKEN.test(token)) return undefined;
  const [payload, signature] = token.split('.') as [string, string];
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let raw: { b?: unknown; o?: unknown; u?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof raw;
  } catch {
    return undefined;
  }
  if (typeof raw.b !== 'string' || (raw.o !== 'draft' && raw.o !== 'live') || typeof raw.e !== 'number')
    return undefined;
  if (raw.e <= now) return undefined;
  const draftUpdatedAt = typeof raw.u === 'number' ? raw.u : null;
  return { brandId: raw.b, of: raw.o, draftUpdatedAt, expiresAt: raw.e };
}
