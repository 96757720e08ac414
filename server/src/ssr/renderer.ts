// The server-side renderer of a build: <dist>/.ssr/entry-server-<hash>.js (named by <dist>/.ssr/.vite/manifest.json),
// built from src/entry-server.tsx by vite.config.ts; what it exports is common/ssrContract.ts SsrEntry
// (docs/architecture.md, "Start-up"). Loaded once per
// build; a rebuild while the server runs is picked up. SSR=0 turns server-side rendering off; a build
// without the renderer, or a render that fails, gives the client-rendered page.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { SSR_ENTRY_MODULE, type RenderRequest, type SsrEntry } from '@common/ssrContract';

/** After a failed render, the page is served client-rendered for this long before rendering is tried again. */
const RETRY_AFTER_MS = 60_000;

export class SsrRenderer {
  private loaded: { version: string; entry: Promise<SsrEntry | undefined> } | undefined;
  private readonly failedAt = new Map<string, number>();

  constructor(
    private readonly distDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly enabled = process.env.SSR !== '0',
  ) {}

  /** The build's renderer, or undefined (turned off, not built, or it failed to load). */
  entry(): Promise<SsrEntry | undefined> | undefined {
    if (!this.enabled) return undefined;
    const manifest = join(this.distDir, '.ssr', '.vite', 'manifest.json');
    if (!existsSync(manifest)) return undefined;
    const version = String(statSync(manifest).mtimeMs);
    if (this.loaded?.version !== version) {
      // The entry's name is hashed (a rebuild is a new module); its chunks import it by that same URL.
      const file = (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>)[
        SSR_ENTRY_MODULE
      ]?.file;
      const entry = (
        file
          ? import(pathToFileURL(join(this.distDir, '.ssr', file)).href)
          : Promise.reject(new Error(`no ${SSR_ENTRY_MODULE} in ${manifest}`))
      ).then(
        (module) => module as SsrEntry,
        (error: unknown) => {
          this.log.error({ err: error }, 'server-side rendering: the renderer failed to load');
          return undefined;
        },
      );
      this.loaded = { version, entry };
    }
    return this.loaded.entry;
  }

  /** Whether a page variant's render failed recently (it is then served client-rendered). */
  failedRecently(key: string): boolean {
    const at = this.failedAt.get(key);
    if (at === undefined) return false;
    if (Date.now() - at < RETRY_AFTER_MS) return true;
    this.failedAt.delete(key);
    return false;
  }

  /** Renders with the entry; a failure is logged, remembered for the variant, and thrown. */
  async render(key: string, entry: SsrEntry, request: RenderRequest) {
    try {
      return await entry.render(request);
    } catch (error) {
      if (this.failedAt.size > 1_000) this.failedAt.clear();
      this.failedAt.set(key, Date.now());
      this.log.error(
        { err: error, url: request.url },
        'server-side rendering failed; serving the client-rendered page',
      );
      throw error;
    }
  }
}
