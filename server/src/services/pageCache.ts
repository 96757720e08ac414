// Built pages, compressed once: the app's HTML depends on the brand, the start language, the first screen and the
// brand's settings, not on the player, so each combination is rendered and compressed once and then served as bytes.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { telemetry } from './telemetry';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  etag: string;
  body: (encoding: Encoding) => Buffer;
}

/** The best encoding a request accepts among br and gzip (q=0 refuses), else identity. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** A page's bytes, compressed on first use per encoding (outside the cache: a console preview's page). */
export function page(html: string): CachedPage {
  const raw = Buffer.from(html, 'utf8');
  const encoded = new Map<Encoding, Buffer>([['identity', raw]]);
  return {
    etag: `W/"${createHash('sha1').update(raw).digest('base64url')}"`,
    body: (encoding) => {
      let out = encoded.get(encoding);
      if (!out) {
        out =
          encoding === 'br'
            ? brotliCompressSync(raw, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              })
            : gzipSync(raw, { level: 9 });
        encoded.set(encoding, out);
      }
      return out;
    },
  };
}

/** Rendered variants one page (brand, language, route, settings) may have: its own query values, kinds of device. */
export const VARIANTS_PER_PAGE = 32;

/** A bounded map of rendered pages; the oldest entry goes first once it is full. */
export class PageCache {
  private readonly pages = new Map<string, Promise<CachedPage>>();
  private readonly variants = new Map<string, Set<string>>();

  constructor(private readonly max = 500) {}

  /**
   * Whether a rendered variant of a page may be cached: it is known, or the page has fewer than VARIANTS_PER_PAGE.
   * Without the cap each new value of a parameter the route reads would cost a render.
   */
  admits(page: string, variant: string): boolean {
    let known = this.variants.get(page);
    if (!known) {
      if (this.variants.size >= this.max) this.variants.delete(this.variants.keys().next().value!);
      known = new Set();
      this.variants.set(page, known);
    }
    if (known.has(variant) && this.pages.has(variant)) return true;
    // Variants the cache has since dropped free their place.
    for (const v of known) if (!this.pages.has(v)) known.delete(v);
    if (known.size >= VARIANTS_PER_PAGE) return false;
    known.add(variant);
    return true;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The cached page for a key, or renders it (once, however many requests ask at the same time). */
  get(key: string, render: () => Promise<string>): Promise<CachedPage> {
    const hit = this.pages.get(key);
    if (hit) {
      telemetry.ssrCache.hits += 1;
      return hit;
    }
    telemetry.ssrCache.misses += 1;
    const pending = render().then(page);
    pending.catch(() => this.pages.delete(key));
    if (this.pages.size >= this.max) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, pending);
    return pending;
  }
}
