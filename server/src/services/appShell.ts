// The built app's HTML shell (dist/index.html) as a template, and what the build says about it: Vite's manifest
// (chunk → file and imports) and .vite/boot.json (route → screen module, aliases, catalogues; see vite.config.ts).
// The server fills the template per request: preload links (and the first screen's styles) in the head, the boot data
// block at the end of the body, and the server-rendered first screen's markup in place of the loading pulse.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AFTER_PAINT_MODULE } from '@common/ssrContract';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** What vite.config.ts (bootManifest) writes to .vite/boot.json. */
export interface BootManifest {
  /** Lower-case route path → manifest key of its screen module. */
  routes: Record<string, string>;
  /** Alias path → route path (as the client's route table has them). */
  aliases: Record<string, string>;
  /** Merged translation catalogues by language code (EN, TY). */
  catalogues: Record<string, unknown>;
}

/** What one page adds to the shell. `html` (the server-rendered first screen) replaces the loading pulse. */
export interface ShellFill {
  htmlLang?: string;
  themeColor?: string;
  title?: string;
  head?: string;
  html?: string;
  data?: string;
}

const HTML_START = '<!--app-html-->';
const HTML_END = '<!--/app-html-->';
const DATA = '<!--app-data-->';

/** Escapes text for a double-quoted HTML attribute. */
export const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One build of the app: the template split at its marks, the manifest and the boot manifest. */
export class Shell {
  private readonly preloadCache = new Map<string, string>();
  private readonly parts: { before: string; pulse: string; middle: string; after: string; head: number };

  constructor(
    readonly version: string,
    template: string,
    readonly manifest: Record<string, ManifestChunk>,
    readonly boot: BootManifest | undefined,
    private readonly base = '/m/',
  ) {
    this.parts = splitTemplate(template);
  }

  /** The screen module (manifest key) the client loads first for a path, if the build knows it. */
  screenOf(pathname: string): string | undefined {
    if (!this.boot) return undefined;
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    const target = this.boot.aliases[trimmed] ?? trimmed;
    return this.boot.routes[target.toLowerCase()];
  }

  /** Files (JS, CSS) a module needs beyond the entry's own, which the HTML already loads. */
  filesOf(key: string): { js: string[]; css: string[] } {
    const js: string[] = [];
    const css = new Set<string>();
    const entry = new Set<string>();
    const walkEntry = (k: string) => {
      if (entry.has(k) || !this.manifest[k]) return;
      entry.add(k);
      for (const i of this.manifest[k].imports ?? []) walkEntry(i);
    };
    for (const [k, chunk] of Object.entries(this.manifest)) if (chunk.isEntry) walkEntry(k);
    const seen = new Set<string>();
    const walk = (k: string) => {
      const chunk = this.manifest[k];
      if (seen.has(k) || entry.has(k) || !chunk) return;
      seen.add(k);
      js.push(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const i of chunk.imports ?? []) walk(i);
    };
    walk(key);
    return { js, css: [...css] };
  }

  /** `<link rel=modulepreload>` (and style preloads) for modules (manifest keys or files), cached per list. */
  preloadLinks(keys: readonly string[]): string {
    const cacheKey = keys.join('|');
    const cached = this.preloadCache.get(cacheKey);
    if (cached !== undefined) return cached;
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) {
      if (!this.manifest[key] && key.endsWith('.js')) {
        js.add(key);
        continue;
      }
      const files = this.filesOf(key);
      files.js.forEach((f) => js.add(f));
      files.css.forEach((f) => css.add(f));
    }
    const links = [
      ...[...css].map((f) => `<link rel="preload" as="style" href="${attr(this.base + f)}" />`),
      ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="${attr(this.base + f)}" />`),
    ].join('\n    ');
    this.preloadCache.set(cacheKey, links);
    return links;
  }

  /** The page: the template with the fill in its marked places. */
  render(fill: ShellFill): string {
    const { before, pulse, middle, after, head } = this.parts;
    let top = before.slice(0, head) + (fill.head ? `  ${fill.head}\n  ` : '') + before.slice(head);
    if (fill.htmlLang) top = top.replace(/<html lang="[^"]*"/, `<html lang="${attr(fill.htmlLang)}"`);
    if (fill.themeColor)
      top = top.replace(
        /<meta name="theme-color" content="[^"]*"/,
        `<meta name="theme-color" content="${attr(fill.themeColor)}"`,
      );
    if (fill.title) top = top.replace(/<title>[^<]*<\/title>/, `<title>${attr(fill.title)}</title>`);
    if (fill.html === undefined) return top + pulse + middle + (fill.data ?? '') + after;
    // Server-rendered markup sits directly in the root element (no whitespace for React to hydrate against), which
    // is marked so the client hydrates it (src/app/main.tsx).
    top = top.replace(/<div id="root">\s*$/, '<div id="root" data-ssr="">');
    // The page is drawn by its HTML and its images: the app's code is asked for once they are in (src/app/afterPaint.ts,
    // which names the entry and preloads the rest), rather than competing with them for the network and main thread.
    const afterPaint = this.manifest[AFTER_PAINT_MODULE]?.file;
    if (afterPaint) {
      const later: string[] = [];
      top = top.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g, (_, href: string) => {
        later.push(href);
        return '';
      });
      top = top.replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_, entry: string) =>
          `<script type="module" crossorigin src="${attr(this.base + afterPaint)}" data-entry="${entry}"` +
          ` data-preload="${later.join(' ')}"></script>`,
      );
    }
    return top + fill.html + middle.replace(/^\s*/, '') + (fill.data ?? '') + after;
  }
}

/**
 * Splits the template at its marks: the first screen's markup between <!--app-html--> and <!--/app-html--> (the
 * loading pulse until then), the data block at <!--app-data-->. The head fill goes last in the head, after Vite's own
 * script and preload tags. A template without marks (an older build, a test's stub) still works: the data goes
 * before </body>.
 */
function splitTemplate(template: string) {
  let t = template;
  if (!t.includes(DATA)) t = t.includes('</body>') ? t.replace('</body>', `${DATA}</body>`) : t + DATA;
  const headAt = Math.max(0, t.indexOf('</head>'));
  const dataAt = t.indexOf(DATA);
  const beforeData = t.slice(0, dataAt);
  const after = t.slice(dataAt + DATA.length);
  const start = beforeData.indexOf(HTML_START);
  const end = beforeData.indexOf(HTML_END);
  if (start < headAt || end < start) return { before: beforeData, pulse: '', middle: '', after, head: headAt };
  return {
    before: beforeData.slice(0, start),
    pulse: beforeData.slice(start + HTML_START.length, end),
    middle: beforeData.slice(end + HTML_END.length),
    after,
    head: headAt,
  };
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The current build in a dist folder, re-read when index.html changes (a rebuild while the server runs). */
export class AppShell {
  private current: Shell | undefined;

  constructor(private readonly distDir: string) {}

  /** The build, or undefined when the app is not built. */
  get(): Shell | undefined {
    const index = join(this.distDir, 'index.html');
    if (!existsSync(index)) return undefined;
    const version = String(statSync(index).mtimeMs);
    if (this.current?.version === version) return this.current;
    const vite = join(this.distDir, '.vite');
    this.current = new Shell(
      version,
      readFileSync(index, 'utf8'),
      readJson<Record<string, ManifestChunk>>(join(vite, 'manifest.json')) ?? {},
      readJson<BootManifest>(join(vite, 'boot.json')),
    );
    return this.current;
  }
}
