import type { FastifyRequest } from 'fastify';
import type { Caller } from '../services/caller';

/** The client's address as a rate-limit key (Fastify's request.ip; trustProxy is off unless TRUST_PROXY is set). */
export const ipOf = (request: FastifyRequest) => `ip:${request.ip}`;

/** The caller facts the account services use: brand, address key and captcha cookie. */
export function callerOf(request: FastifyRequest): Caller {
  return { brand: request.brand, ipKey: ipOf(request), captchaCookie: request.cookies.captcha_id, lang: request.lang };
}
