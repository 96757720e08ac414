// What the account services need to know about who is asking, without the HTTP request itself.
import type { BrandFile } from '../brands/loadBrands';
import type { Lang } from '../plugins/brand';

/** The brand, the per-address rate-limit key and the captcha cookie of a request (built by api/caller.ts). */
export interface Caller {
  brand: BrandFile;
  /** "ip:<address>": the per-IP key of the rate limiter and the login guard. */
  ipKey: string;
  /** The `captcha_id` cookie set by GET /wps/captcha. */
  captchaCookie?: string;
  /** The request's language (messages sent for it are written in it). */
  lang?: Lang;
}

/** The captcha id: from the payload, else the `captcha_id` cookie. */
export const captchaIdOf = (caller: Caller, fromPayload?: string) => fromPayload ?? caller.captchaCookie;
