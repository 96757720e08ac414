import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiFailure, FAIL, TEXT } from '../errors';

/** `{ success: true, value }`. */
export const ok = <T>(value: T) => ({ success: true as const, value });

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

function send(reply: import('fastify').FastifyReply, failure: ApiFailure) {
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
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return send(reply, new ApiFailure(fe.statusCode, 'request.invalid', TEXT.unknown, { reason: fe.code ?? '' }));
    }
    request.log.error(error);
    return send(reply, FAIL.unknown());
  });
}

export function sendNotFound(reply: import('fastify').FastifyReply) {
  return send(reply, FAIL.notFound());
}
