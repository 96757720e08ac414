// /metrics: Prometheus text (prom-client) for this instance. Requests by route pattern (never the raw URL: ids and
// query strings would make a series per visitor), SSR page cache, database pool, ledger movements, job runs and
// failures, process metrics.
// The numbers reveal traffic, so only loopback answers without METRICS_TOKEN; with it, only its bearer (deploy.md).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { telemetry } from '../services/telemetry';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer a scraper sends; unset, only loopback callers (without a proxy's header) are served. */
  token?: string;
  /** PostgreSQL's pool (node-postgres); without it the embedded PGlite's single connection is reported. */
  poolStats?: () => PoolStats;
}

const isLoopback = (address: string | undefined) =>
  !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

/** Whether a caller may read the metrics (see the header comment). */
export function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  // A proxy on the same machine connects from loopback too: a forwarded request is someone else's.
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopback(request.socket.remoteAddress);
}

/** A counter whose value is read from a plain number at scrape time. */
function mirrored(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: () => [Record<string, string>, number][],
) {
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.inc(labels, value);
    },
  });
}

/** Node's process metrics, collected once per process however many servers it builds (the tests build many). */
let processRegistry: Registry | undefined;

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's declared pattern (/wps/games/:id); a request no route matched is one series, whatever its URL.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  mirrored(registry, 'ssr_page_cache_hits_total', 'Pages served from the rendered-page cache', [], () => [
    [{}, telemetry.ssrCache.hits],
  ]);
  mirrored(registry, 'ssr_page_cache_misses_total', 'Pages rendered because the cache lacked them', [], () => [
    [{}, telemetry.ssrCache.misses],
  ]);
  mirrored(registry, 'ledger_movements_total', 'Committed ledger movements by kind', ['kind'], () =>
    [...telemetry.ledgerMoves].map(([kind, n]) => [{ kind }, n]),
  );
  mirrored(
    registry,
    'job_runs_total',
    'Periodic job runs this instance made (one instance runs each tick)',
    ['job'],
    () => [...telemetry.jobRuns].map(([job, n]) => [{ job }, n.runs]),
  );
  mirrored(registry, 'job_failures_total', 'Periodic job runs that failed', ['job'], () =>
    [...telemetry.jobRuns].map(([job, n]) => [{ job }, n.failures]),
  );
  const pool = options.poolStats ?? (() => ({ total: 1, idle: 1, waiting: 0 }));
  for (const [key, help] of [
    ['total', 'Database connections open (PGlite: its one connection)'],
    ['idle', 'Database connections idle'],
    ['waiting', 'Queries waiting for a database connection'],
  ] as const)
    new Gauge({
      name: `db_pool_${key}`,
      help,
      registers: [registry],
      collect() {
        this.set(pool()[key]);
      },
    });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!metricsAllowed(request, options.token))
      return reply
        .status(options.token ? 401 : 403)
        .type('text/plain')
        .send(options.token ? 'metrics need the bearer token' : 'metrics answer loopback only');
    const both = Registry.merge([processRegistry!, registry]);
    return reply.type(registry.contentType).send(await both.metrics());
  });
  return registry;
}
