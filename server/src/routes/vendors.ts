import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { vendorBalance, vendorDebit } from '../services/vendors/debit';
import { exchangeLaunch } from '../services/vendors/launch';
import { vendorCredit, vendorRollback } from '../services/vendors/settle';
import type { SignedCall } from '../services/vendors/signature';

/** The body exactly as the vendor sent it: its signature covers these bytes, not a re-serialised object. */
const RAW = Symbol('rawBody');
type RawRequest = FastifyRequest & { [RAW]?: string };

function signedCall(request: FastifyRequest): SignedCall {
  const h = request.headers;
  return {
    vendorId: String(h['x-vendor-id']),
    timestamp: String(h['x-vendor-timestamp']),
    signature: String(h['x-vendor-signature']),
    rawBody: (request as RawRequest)[RAW] ?? '',
  };
}

/**
 * The game vendors' seamless wallet (services/vendors/): signed calls, in a scope of their own whose JSON parser
 * keeps the raw body for the signature check.
 */
export function vendorRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as RawRequest)[RAW] = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          Object.assign(new Error('malformed JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
        );
      }
    });
    route(scope, 'vendorSession', async (request) => exchangeLaunch(ctx, signedCall(request), request.body.token));
    route(scope, 'vendorBalance', async (request) => vendorBalance(ctx, signedCall(request), request.body));
    route(scope, 'vendorDebit', async (request) => vendorDebit(ctx, signedCall(request), request.body));
    route(scope, 'vendorCredit', async (request) => vendorCredit(ctx, signedCall(request), request.body));
    route(scope, 'vendorRollback', async (request) => vendorRollback(ctx, signedCall(request), request.body));
  });
}
