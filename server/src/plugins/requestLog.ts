// Logging: every 5xx leaves an error line with the request id (in development and tests too), and nothing a log
// line holds can sign anyone in: URLs lose their query string (reset links, old ?token= and ?ticket= callers), and
// headers and bodies are never logged.
// Secrets in errors (a failed statement's parameters) and in known fields are redacted (logRedaction.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errSerializer, logMethod, redact } from './logRedaction';

export interface LogOptions {
  /** pino level: default "error", so tests stay quiet unless a 5xx happens (main.ts: LOG_LEVEL). */
  level?: string;
  /** Where lines go (tests capture them); default stdout. */
  stream?: { write(line: string): void };
}

/** The path of a URL, without its query string. */
export const pathOf = (url: string) => url.split('?')[0]!;

/** Fastify `logger` options: request lines carry only the method and the path. */
export function loggerOptions(o: LogOptions) {
  return {
    level: o.level ?? 'error',
    ...(o.stream ? { stream: o.stream } : {}),
    redact,
    hooks: { logMethod },
    serializers: {
      err: errSerializer,
      req: (req: FastifyRequest) => ({ method: req.method, url: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** Request ids are made here, never taken from a client header (which could forge or split log lines). */
export const genReqId = () => randomUUID();

/** One error line for every 5xx (securityHeaders.ts puts the id on the reply as X-Request-Id, to quote in a report). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    request.log.error(
      { method: request.method, url: pathOf(request.url), statusCode: reply.statusCode },
      'server error reply',
    );
  });
}
