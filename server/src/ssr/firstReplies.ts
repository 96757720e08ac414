// The replies a server-rendered first screen shows (its route's `loader` in src/app/routes/routeTable.ts: home's
// banners, the game list's first page), asked of the server's own API (the same routes, validation and serialisation a browser gets), cached a few
// seconds per brand, language and request. They go into the page's data block and into the render.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_ENDPOINTS, type EndpointId } from '@common/generated/api';
import type { FirstRequest } from '@common/ssrContract';

interface Fetched {
  value: unknown;
  fingerprint: string;
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

export class FirstReplies {
  private readonly cache = new Map<string, { at: number; fetched: Promise<Fetched | undefined> }>();

  constructor(private readonly app: FastifyInstance) {}

  /** Drops the brand's cached replies (its content changed): the next page asks again. */
  forget(brandId: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${brandId}\n`)) this.cache.delete(key);
  }

  /**
   * The replies by key, and a fingerprint of them for the page's cache key. A request that fails, or is not a public
   * GET, is left out: the screen then loads it on the client as usual.
   */
  async get(
    brandId: string,
    language: string,
    requests: readonly FirstRequest[],
  ): Promise<{ replies: Record<string, unknown>; fingerprint: string }> {
    const fetched = await Promise.all(requests.map((r) => this.one(brandId, language, r)));
    const replies: Record<string, unknown> = {};
    const prints: string[] = [];
    requests.forEach((r, i) => {
      const f = fetched[i];
      if (!f) return;
      replies[r.key] = f.value;
      prints.push(f.fingerprint);
    });
    return { replies, fingerprint: prints.join(',') };
  }

  private one(brandId: string, language: string, request: FirstRequest): Promise<Fetched | undefined> {
    const cacheKey = `${brandId}\n${language}\n${request.key}`;
    const now = Date.now();
    const hit = this.cache.get(cacheKey);
    if (hit && now - hit.at < TTL_MS) return hit.fetched;
    const fetched = this.fetch(brandId, language, request);
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.delete(cacheKey);
    this.cache.set(cacheKey, { at: now, fetched });
    return fetched;
  }

  private async fetch(brandId: string, language: string, request: FirstRequest): Promise<Fetched | undefined> {
    const endpoint = (API_ENDPOINTS as Record<string, { method: string; path: string } | undefined>)[
      request.id as EndpointId
    ];
    if (!endpoint || endpoint.method !== 'GET' || endpoint.path.includes(':')) return undefined;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {}))
      if (value !== undefined && value !== null) params.set(name, String(value));
    params.set('brand', brandId);
    try {
      const res = await this.app.inject({
        method: 'GET',
        url: `${endpoint.path}?${params}`,
        headers: { 'accept-language': language },
      });
      if (res.statusCode !== 200) return undefined;
      const body = res.json() as { success?: boolean; value?: unknown };
      if (!body.success) return undefined;
      return { value: body.value, fingerprint: createHash('sha1').update(res.body).digest('base64url') };
    } catch {
      return undefined;
    }
  }
}
