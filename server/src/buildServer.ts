import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { Ajv } from 'ajv';
import { loadBrands, defaultBrandId, readSharedSchemas, type BrandFile } from './brands/loadBrands';
import { contract } from './api/route';
import { registerReplyCheck } from './api/replyCheck';
import { serializerFactory, validatorCompiler } from './api/schemaCompilers';
import { repoRoot } from './config';
import { fastifyTrustProxy, type TrustProxy } from './trustProxy';
import { createContext, type AppContext } from './context';
import type { Db } from './db/client';
import type { Clock } from './services/clock';
import type { ScryptParams } from './services/passwords';
import type { PowParams } from './services/captchaPow';
import type { RateLimits } from './services/rateLimiter';
import { registerBrand } from './plugins/brand';
import { registerPreview } from './plugins/preview';
import { API_PREFIXES, clientError, frameworkError, registerEnvelope, sendNotFound } from './plugins/envelope';
import { genReqId, loggerOptions, registerRequestLog, type LogOptions } from './plugins/requestLog';
import { registerSecurityHeaders, securityHeaders } from './plugins/securityHeaders';
import { registerHealth, type Health } from './plugins/health';
import { registerMetrics, type PoolStats } from './plugins/metrics';
import { readinessProbe } from './services/readiness';
import { appRoutes } from './routes/app';
import { manifestRoutes } from './routes/manifest';
import { agentRoutes } from './routes/agent';
import { agentCentreRoutes } from './routes/agentCentre';
import { agentCentreContractRoutes } from './routes/agentCentreContracts';
import { agentCentreTeamRoutes } from './routes/agentCentreTeam';
import { announcementRoutes } from './routes/announcements';
import { helpCentreRoutes } from './routes/helpCentre';
import { inboxRoutes } from './routes/inbox';
import { feedbackRoutes } from './routes/feedback';
import { promotionRoutes } from './routes/promotions';
import { promotionsCentreRoutes } from './routes/promotionsCentre';
import { winnerRoutes } from './routes/winners';
import { demoGameRoutes } from './routes/demoGame';
import { devRoutes } from './routes/dev';
import { favouriteRoutes } from './routes/favourites';
import { gameRoutes } from './routes/games';
import { imageRoutes } from './routes/images';
import { lotteryRoutes } from './routes/lottery';
import { memberRoutes } from './routes/member';
import { passwordRoutes } from './routes/password';
import { devQaRoutes } from './routes/devQa';
import { opsRoutes } from './routes/ops';
import { opsMoneyRoutes } from './routes/opsMoney';
import { opsContentRoutes } from './routes/opsContent';
import { opsOperatorRoutes } from './routes/opsOperators';
import { opsAppRoutes } from './routes/opsApp';
import { opsBrandRoutes } from './routes/opsBrands';
import { registerRoutes } from './routes/register';
import { securityRoutes } from './routes/security';
import { sessionRoutes } from './routes/session';
import { sitePageRoutes } from './routes/sitePages';
import { systemRoutes } from './routes/system';
import { verificationRoutes } from './routes/verification';
import { walletRoutes } from './routes/wallet';
import { responsiblePlayRoutes } from './routes/responsiblePlay';
import { recordRoutes } from './routes/records';
import { paymentRoutes } from './routes/payments';
import { vendorRoutes } from './routes/vendors';
import { messageRoutes } from './routes/messages';
import type { MessagesConfig } from './services/messages/config';

export interface ServerOptions {
  db: Db;
  /** Default: every brands/<id>/brand.json. */
  brands?: Map<string, BrandFile>;
  /**
   * False: serve `brands` as given, without the database's versions and without listening for other instances' changes
   * (the API documents' placeholder database).
   */
  liveBrands?: boolean;
  defaultBrand?: string;
  /** NODE_ENV=production: no reply checks; the dev tools are refused. */
  production?: boolean;
  /** The /__dev routes and the outbox (DEV_TOOLS=1): off unless asked; with `production` the build throws. */
  devTools?: boolean;
  /** BEHIND_HTTPS=1: every reply carries Strict-Transport-Security. */
  behindHttps?: boolean;
  clock?: Clock;
  /** Test option only (docs/server.md): a cheaper scrypt cost for fast tests. */
  scrypt?: ScryptParams;
  /** Test option only (TEST_POW=1 with the dev tools): a cheaper captcha proof of work; refused in production. */
  pow?: PowParams;
  rateLimits?: Partial<RateLimits>;
  /** Rate-limit counters in PostgreSQL, shared by every instance on it (main.ts: with DATABASE_URL). */
  sharedLimits?: boolean;
  /** Demo game outcome (tests): returns the win multiplier. */
  spin?: () => number;
  distDir?: string;
  /** pino level (default "error": only 5xx) and, for tests, the stream the lines go to. */
  logLevel?: LogOptions['level'];
  logStream?: LogOptions['stream'];
  /** TRUST_PROXY: proxy hops or addresses (trustProxy.ts); default: X-Forwarded-For is ignored. */
  trustProxy?: TrustProxy;
  /** Check every JSON reply against schemas/api before it is sent (default: on outside production). */
  checkReplies?: boolean;
  /** OPS_SECRET_KEY: encrypts operators' TOTP secrets (default: the public development key). */
  opsSecretKey?: Buffer;
  /** METRICS_TOKEN: the bearer /metrics asks for; unset, /metrics answers loopback only (plugins/metrics.ts). */
  metricsToken?: string;
  /** PostgreSQL's connection pool for /metrics (DbHandle.poolStats); unset: PGlite's one connection. */
  poolStats?: () => PoolStats;
  /** SMTP, the SMS gateway and receipts (services/messages/config.ts); unset: the dev outbox with the dev tools. */
  messages?: MessagesConfig;
}

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route the app registered (Fastify lists none once it is ready): the contract test checks them. */
  routes: RegisteredRoute[];
  /** /readyz: drain() turns it to 503 before a shutdown closes the server (main.ts). */
  health: Health;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
}

/** Builds the Fastify app: /wps API, /m app, demo game, dev routes. Does not listen. */
export async function buildServer(options: ServerOptions): Promise<Server> {
  const brands = options.brands ?? loadBrands();
  const ctx = createContext({
    db: options.db,
    brands,
    defaultBrand: defaultBrandId(brands, options.defaultBrand),
    production: options.production,
    devTools: options.devTools,
    behindHttps: options.behindHttps,
    clock: options.clock,
    scrypt: options.scrypt,
    pow: options.pow,
    rateLimits: options.rateLimits,
    sharedLimits: options.sharedLimits,
    opsSecretKey: options.opsSecretKey,
    messages: options.messages,
    distDir: options.distDir ?? join(repoRoot, 'dist'),
  });
  // The live versions from the database (brand folders without one are imported first): ctx.brands follows them.
  // Other instances' content changes drop this one's cached pages (services/contentEvents.ts).
  if (options.liveBrands ?? true) {
    await ctx.brandRegistry.start();
    await ctx.content.start();
  }

  const lazySchemas = !ctx.production;
  const app = Fastify({
    logger: loggerOptions({ level: options.logLevel, stream: options.logStream }),
    genReqId,
    // A URL the router cannot decode and a request Node cannot parse get the envelope, not Fastify's own body.
    // (Fastify runs no hooks for those, so the security headers are set here.)
    frameworkErrors: (error, request, reply) =>
      frameworkError(error, request, reply.headers(securityHeaders(request, { hsts: options.behindHttps }))),
    clientErrorHandler: clientError,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: serializerFactory(lazySchemas),
  });

  const shared = Object.values(readSharedSchemas());
  const bodyAjv = new Ajv({
    coerceTypes: false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    allErrors: false,
  });
  const queryAjv = new Ajv({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    allErrors: false,
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, hidden: route.schema?.hide === true });
  });

  // The /wps contract's shapes (schemas/api/*.api.json) beside the configuration schemas, for $refs by file id.
  const apiShapes = contract.files.map((f) => ({ $id: f.$id, definitions: f.definitions ?? {} }));
  for (const schema of [...shared, ...apiShapes]) {
    bodyAjv.addSchema(schema);
    queryAjv.addSchema(schema);
    app.addSchema(schema);
  }
  if (options.checkReplies ?? !ctx.production) registerReplyCheck(app, contract, shared);
  app.setValidatorCompiler(validatorCompiler(bodyAjv, queryAjv, lazySchemas));

  await app.register(cookie);
  await app.register(formbody);
  // Replies over 1 KB (the /wps JSON, pages' dynamic bits) go out brotli or gzip; files of the build are sent as
  // their pre-compressed .br/.gz siblings (vite.config.ts), and the app's HTML is compressed once per variant
  // (routes/app.ts). Registered before the routes: it hooks each route as it is added. Request bodies stay as sent.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(fastifyStatic, { root: ctx.distDir, serve: false, preCompressed: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Reference /wps API',
        version: '1.0.0',
        description:
          'Every reply is an envelope: `{ success: true, value }` or `{ success: false, code, message, value? }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
  });

  // route() reads the context to resolve callers, flags and limits; principal is set by its gate.
  app.decorate('wps', ctx);
  app.decorateRequest('principal', undefined);
  app.decorateRequest('fail', undefined);
  registerEnvelope(app);
  registerRequestLog(app);
  registerBrand(app, ctx);
  registerSecurityHeaders(app, { hsts: options.behindHttps });
  // After the brand (which a preview token replaces) and the security headers (which it relaxes for the console).
  registerPreview(app, ctx);
  const health = registerHealth(app, readinessProbe(ctx.db));
  registerMetrics(app, { token: options.metricsToken, poolStats: options.poolStats });

  systemRoutes(app, ctx);
  sessionRoutes(app, ctx);
  memberRoutes(app, ctx);
  registerRoutes(app, ctx);
  passwordRoutes(app, ctx);
  securityRoutes(app, ctx);
  verificationRoutes(app, ctx);
  walletRoutes(app, ctx);
  responsiblePlayRoutes(app, ctx);
  recordRoutes(app, ctx);
  paymentRoutes(app, ctx);
  vendorRoutes(app, ctx);
  messageRoutes(app, ctx);
  announcementRoutes(app, ctx);
  promotionRoutes(app, ctx);
  promotionsCentreRoutes(app, ctx);
  helpCentreRoutes(app, ctx);
  sitePageRoutes(app, ctx);
  winnerRoutes(app, ctx);
  inboxRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  agentRoutes(app, ctx);
  agentCentreRoutes(app, ctx);
  agentCentreTeamRoutes(app, ctx);
  agentCentreContractRoutes(app, ctx);
  gameRoutes(app, ctx);
  favouriteRoutes(app, ctx);
  lotteryRoutes(app, ctx);
  imageRoutes(app, ctx);
  demoGameRoutes(app, ctx, options.spin);
  devRoutes(app, ctx);
  devQaRoutes(app, ctx);
  opsRoutes(app, ctx);
  opsMoneyRoutes(app, ctx);
  opsContentRoutes(app, ctx);
  opsOperatorRoutes(app, ctx);
  opsBrandRoutes(app, ctx);
  opsAppRoutes(app, ctx);
  manifestRoutes(app, ctx);
  appRoutes(app, ctx);

  app.get('/wps/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.setNotFoundHandler((request, reply) => {
    if (API_PREFIXES.some((p) => request.url.startsWith(p))) return sendNotFound(reply);
    return reply.status(404).type('text/plain').send('Not found');
  });

  app.addHook('onClose', () => ctx.brandRegistry.stop());
  app.addHook('onClose', () => ctx.content.stop());
  await app.ready();
  return { app, ctx, routes, health };
}
