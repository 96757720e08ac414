import { build, defineConfig, runnerImport, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { AFTER_PAINT_MODULE, SSR_ENTRY_MODULE } from './common/ssrContract';
import { buildId, stampWorker } from './src/app/serviceWorker/buildId';

const root = fileURLToPath(new URL('.', import.meta.url));
const commonDir = fileURLToPath(new URL('./common', import.meta.url));
const AFTER_PAINT = resolve(root, AFTER_PAINT_MODULE);
const OPS_HTML = resolve(root, 'ops.html');

/**
 * Writes `.vite/boot.json` beside Vite's build manifest for the reference server (server/src/services/appShell.ts):
 * each route's screen module (its key in `.vite/manifest.json`, so the server can preload the first screen's chunk),
 * the route aliases, and the merged translation catalogues the server puts into the page's data block. The route
 * table and catalogues are loaded through Vite itself, so they are the ones the client was built from.
 */
function bootManifest(): Plugin {
  const load = <T>(file: string) =>
    runnerImport<T>(file, {
      configFile: false,
      root,
      logLevel: 'error',
      resolve: { alias: { '@common': commonDir } },
    });
  return {
    name: 'wl:boot-manifest',
    apply: 'build',
    async generateBundle() {
      const [{ module: table }, { module: i18n }] = await Promise.all([
        load<typeof import('./src/app/routes/routeTable')>('/src/app/routes/routeTable.ts'),
        load<typeof import('./src/i18n/catalogues')>('/src/i18n/catalogues.ts'),
      ]);
      const routes: Record<string, string> = {};
      for (const route of table.routeTable) {
        if (!route.screen) continue;
        // The module runner turns `() => import('../../features/x/Screen')` into a root-relative specifier.
        const spec = /["'`](\/[^"'`]+)["'`]/.exec(route.screen.toString())?.[1];
        if (!spec) this.error(`boot manifest: cannot tell the screen module of ${route.path}`);
        routes[route.path.toLowerCase()] = spec.slice(1);
      }
      // Routes without a screen of their own show the placeholder (src/app/routes/AppRoutes.tsx).
      for (const route of table.routeTable) routes[route.path.toLowerCase()] ??= 'src/app/routes/PlaceholderScreen.tsx';
      this.emitFile({
        type: 'asset',
        fileName: '.vite/boot.json',
        source: JSON.stringify({ routes, aliases: table.routeAliases, catalogues: i18n.catalogues }),
      });
    },
  };
}

/**
 * Emits the player's service worker (src/app/serviceWorker/sw.js) as `sw.js` with the build's id in it: a new build
 * is a new worker file, which browsers install on their next navigation (docs/brand-studio.md).
 */
function serviceWorker(): Plugin {
  const source = resolve(root, 'src/app/serviceWorker/sw.js');
  return {
    name: 'wl:service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const worker = await readFile(source, 'utf8');
      const id = buildId(worker, Object.keys(bundle));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: stampWorker(worker, id) });
    },
  };
}

/**
 * A second build run after the client build (when that succeeded), with the client's mode, JSX runtime and aliases:
 * `options(config)` gives what differs (base, plugins, build). Used by ssrBuild and opsBuild.
 */
function followUpBuild(
  name: string,
  enabled: () => boolean,
  options: (config: ResolvedConfig) => Pick<InlineConfig, 'base' | 'plugins' | 'build'>,
): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name,
    apply: (c, env) => env.command === 'build' && !c.build?.ssr && enabled(),
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      failed = !!error;
    },
    async closeBundle() {
      if (failed) return;
      const { plugins = [], ...rest } = options(config);
      await build({
        configFile: false,
        root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: { alias: { '@common': commonDir } },
        ...rest,
        plugins: [react({ jsxImportSource: '@emotion/react' }), ...plugins],
      });
    },
  };
}

/**
 * After the client build, builds the server-side renderer (src/entry-server.tsx) into `<outDir>/.ssr/` for the
 * reference server (server/src/ssr/renderer.ts; docs/performance.md). Same JSX runtime and aliases as the client, so
 * both render the same markup; dependencies stay in node_modules. Nothing is deleted: the client build has already
 * emptied its folder. WL_SSR=0 skips it (the server then serves client-rendered pages).
 */
const ssrBuild = () =>
  followUpBuild(
    'wl:ssr-build',
    () => process.env.WL_SSR !== '0',
    (config) => ({
      base: '/m/',
      build: {
        ssr: SSR_ENTRY_MODULE,
        outDir: resolve(config.root, config.build.outDir, '.ssr'),
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'node20',
        // A hashed entry, named by .ssr/.vite/manifest.json: a rebuild is a new module for a running server, and its
        // chunks import the same URL the server imports.
        manifest: true,
        rolldownOptions: {
          output: { entryFileNames: '[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      },
    }),
  );

/**
 * After the client build, builds the operator console (ops.html, src/ops; issue 29) into `<outDir>/ops/` with base
 * /ops/: a build of its own, so it has its own chunk graph. As a second input of the player's build it shared the
 * player's start chunk (React lives there), so the console would have loaded the player app and the other way round
 * risked console code in player chunks. The reference server serves it at /ops (server/src/services/opsShell.ts).
 */
const opsBuild = () =>
  followUpBuild(
    'wl:ops-build',
    () => true,
    (config) => ({
      base: '/ops/',
      plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js|json|svg)$/ })],
      build: {
        outDir: resolve(config.root, config.build.outDir, 'ops'),
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        rolldownOptions: { input: { ops: OPS_HTML } },
      },
    }),
  );

/**
 * `npm run dev`: the console at /ops as the reference server serves it (its page for /ops and every client-side route
 * below it), so its router's /ops basename holds in development too; /ops/api goes to the server (proxy below).
 */
function opsDevPage(): Plugin {
  return {
    name: 'wl:ops-dev-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/ops(?:[/?]|$)/.test(req.url) && !req.url.startsWith('/ops/api')) req.url = '/m/ops.html';
        next();
      });
    },
  };
}

/** The landing screen (SPEC §2: `/` goes to /m/home): what it shares with other screens starts with the app. */
const LANDING_SCREEN = fileURLToPath(new URL('./src/features/home/HomeScreen.tsx', import.meta.url));

/**
 * Which modules go into the start chunk: our modules the entry imports statically, and those the landing screen
 * imports from outside its own folder (card, tabs, launch and login hooks, error text: ten modules of a few hundred
 * bytes each). Left to automatic splitting these became eight shared chunks on /m/home, each a request whose headers
 * weigh as much as its code. The landing screen and its own folder stay a lazy chunk, so another first page does not
 * download them. Packages are not listed: the group takes each captured module's dependencies as tree-shaking leaves
 * them, whereas walking a package's imports would pull in the unused exports of its index (react-i18next's Trans).
 */
function entryChunk() {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'wl:entry-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      const seen = new Set<string>();
      // `own`: modules of the landing screen's folder, walked through but left to its chunk.
      const walk = (id: string, own?: string) => {
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (seen.has(next) || next === LANDING_SCREEN) continue;
          seen.add(next);
          if ((!own || !next.startsWith(own)) && !next.includes('node_modules')) members.add(next);
          walk(next, own);
        }
      };
      for (const id of this.getModuleIds())
        if (this.getModuleInfo(id)?.isEntry && id !== AFTER_PAINT) {
          // The entry module itself too: the page's script tag is then the start chunk, not a facade importing it.
          members.add(id);
          walk(id);
        }
      walk(LANDING_SCREEN, dirname(LANDING_SCREEN));
    },
  };
  const test = (id: string) => members.has(id);
  return { plugin, test };
}
const entry = entryChunk();

// The app lives under /m (SPEC §2); the reference server serves dist/ there and the API under /wps.
export default defineConfig({
  base: '/m/',
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    bootManifest(),
    serviceWorker(),
    entry.plugin,
    ssrBuild(),
    opsBuild(),
    opsDevPage(),
    // Every text asset also as .br and .gz (docs/dependencies.md): servers send them as they are, without
    // compressing on each request; the build-time files use the best (slowest) levels.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
      exclude: /(^|[\\/])\.(vite|ssr)[\\/]/,
    }),
  ],
  // Code shared with the reference server (common/README.md).
  resolve: { alias: { '@common': commonDir } },
  server: {
    proxy: {
      '/wps': 'http://127.0.0.1:8080',
      '/__dev': 'http://127.0.0.1:8080',
      '/ops/api': 'http://127.0.0.1:8080',
      // Per-brand manifest and icon come from the server (the brand is only known there).
      '/m/manifest.webmanifest': 'http://127.0.0.1:8080',
      '/m/brand-icon.svg': 'http://127.0.0.1:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server maps a route's screen module to its chunk and that chunk's imports.
    manifest: true,
    // What every start runs (the entry's static imports) is one chunk, not a dozen: each request costs a phone a
    // round trip and its headers. Screens stay lazy chunks; each language's catalogue is one chunk, loaded only when
    // the page's data block did not carry it.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // A second entry: what a server-rendered page runs first, which asks for the app once the page is painted
      // (src/app/afterPaint.ts). It imports nothing; the server names it from the manifest.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), afterPaint: AFTER_PAINT },
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', test: entry.test },
            {
              name: (id) => {
                const language = /[\\/]src[\\/]i18n[\\/]locales[\\/](\w+)[\\/]/.exec(id)?.[1];
                return language ? `catalogue-${language}` : null;
              },
            },
          ],
        },
      },
    },
  },
});
