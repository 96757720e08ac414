import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DB_RETRY_AFTER_SECONDS, isDbUnavailable } from '../db/unavailable';
import { ApiFailure, FAIL, TEXT, fail } from '../errors';

/** `{ success: true, value }`. */
export const ok = <T>(value: T) => ({ success: true as const, value });

/** Where replies are envelopes (a 404 or an undecodable URL too): the player API, the dev tools, the console API. */
export const API_PREFIXES = ['/wps', '/__dev', '/ops/api'];

/** Maps a field that failed validation to its SPEC §8 failure. */
export function fieldFailure(field: string, reason: string): ApiFailure {
  switch (field) {
    case 'username':
      return FAIL.accountFormat();
    case 'password':
    case 'newPassword':
    case 'oldPassword':
    case 'paymentPassword':
      return FAIL.passwordFormat();
    case 'confirmPassword':
    case 'confirmNewPassword':
      return FAIL.confirmMismatch();
    case 'email':
      return FAIL.emailFormat();
    case 'mobileNum':
    case 'countryDialingCode':
      return FAIL.mobileInvalid();
    case 'captcha':
      return FAIL.captchaWrong();
    case 'verificationCode':
      return FAIL.codeWrong();
    case 'nickname':
    case 'payeeName':
      return FAIL.nameFormat(field);
    case 'affiliateCode':
      return FAIL.invitationInvalid();
    case 'recommenderId':
      return FAIL.referrerInvalid();
    default:
      return FAIL.fieldInvalid(field, reason);
  }
}

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { missingProperty?: string };
}

/** The field an ajv error is about: "/username" → username; a missing property → its name. */
export function fieldOfAjvError(e: AjvLikeError): string {
  if (e.params?.missingProperty) return e.params.missingProperty;
  return (e.instancePath ?? '').split('/').filter(Boolean)[0] ?? 'body';
}

function send(reply: FastifyReply, failure: ApiFailure) {
  // Every 429 and 503 says when to come back (RFC 9110 Retry-After, in seconds), as the body's retryAfterSeconds does.
  if (failure.status === 429 || failure.code === 'system.unavailable')
    reply.header('Retry-After', String(retryAfterOf(failure)));
  return reply.status(failure.status).send({
    success: false,
    code: failure.code,
    message: failure.message,
    ...(failure.value ? { value: failure.value } : {}),
  });
}

/** Every /wps failure as `{ success: false, code, message, value? }`, with a fitting HTTP status. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) return send(reply, error);
    const fe = error as FastifyError & { validation?: AjvLikeError[] };
    if (fe.validation?.[0]) {
      const first = fe.validation[0];
      const failure = fieldFailure(fieldOfAjvError(first), `${first.keyword ?? 'invalid'}: ${first.message ?? ''}`);
      return send(reply, failure);
    }
    if (fe.statusCode === 429) return send(reply, FAIL.rateLimited(60));
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return send(reply, requestInvalid(fe));
    // The database is restarting or out of reach: the request may succeed in a moment (a 500 says it never will).
    if (isDbUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, fail('system.unavailable', { retryAfterSeconds: DB_RETRY_AFTER_SECONDS }));
    }
    request.log.error(error);
    return send(reply, FAIL.unknown());
  });
}

/** The whole seconds a refused client should wait: the failure's retryAfterSeconds, else a minute. */
function retryAfterOf(failure: ApiFailure): number {
  const seconds = failure.value?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60;
}

export function sendNotFound(reply: FastifyReply) {
  return send(reply, FAIL.notFound());
}

/** Fastify's own refusals in plain words: its error codes (FST_…) are internals and never reach a client. */
const REASONS: Record<string, string> = {
  FST_ERR_BAD_URL: 'malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'path parameter too long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content length does not match the body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty JSON body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed JSON body',
};

function requestInvalid(fe: { statusCode?: number; code?: string }): ApiFailure {
  const status = fe.statusCode ?? 400;
  const reason = REASONS[fe.code ?? ''] ?? (STATUS_CODES[status] ?? 'Bad Request').toLowerCase();
  return new ApiFailure(status, 'request.invalid', TEXT.unknown, { reason });
}

/** Fastify `frameworkErrors` (a URL its router cannot decode): the envelope under the APIs, else plain text. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = requestInvalid(error);
  if (API_PREFIXES.some((p) => request.url.startsWith(p))) return send(reply, failure);
  return reply.status(failure.status).type('text/plain; charset=utf-8').send('Bad request');
}

/** Fastify `clientErrorHandler` (a request Node cannot parse): the envelope, written to the socket as Node would. */
export function clientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ success: false, code: 'request.invalid', message: TEXT.unknown });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}
