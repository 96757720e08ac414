import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bootDataElement, LANGUAGE_COOKIE, startLanguage, type SsrEntry } from '@common/ssrContract';
import type { AppContext } from '../context';
import { AppShell, attr } from '../services/appShell';
import { bootDataJson, settingsFingerprint } from '../services/bootData';
import { lookOf } from '../services/brands/previewLook';
import { page as uncachedPage, PageCache, pickEncoding, type CachedPage } from '../services/pageCache';
import { FirstReplies } from '../ssr/firstReplies';
import { SsrRenderer } from '../ssr/renderer';

const ALIASES: Record<string, string> = {
  '/': '/m/home',
  '/index.html': '/m/home',
  '/register.html': '/m/register',
  '/m/register.html': '/m/register',
};

/**
 * Serves the built app (dist/) under /m: hashed assets (404 when missing), other files, and for every other path the
 * app's HTML with the brand's boot data, preload links and, for a route the route table marks server-rendered, its
 * first screen (the build's renderer: common/ssrContract.ts SsrEntry), compressed once per variant. "/" and the
 * register aliases redirect.
 */
export function appRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dist = ctx.distDir;
  const shells = new AppShell(dist);
  const pages = new PageCache();
  const ssr = new SsrRenderer(dist, app.log);
  const firstReplies = new FirstReplies(app);
  // A console edit reaches the next page at once: the replies change, and with them the page's cache key.
  const stopListening = ctx.content.on((brandId) => firstReplies.forget(brandId));
  app.addHook('onClose', async () => stopListening());
  const query = (request: FastifyRequest) => {
    const i = request.url.indexOf('?');
    return i >= 0 ? request.url.slice(i) : '';
  };

  for (const [from, to] of Object.entries(ALIASES)) {
    app.get(from, { schema: { hide: true } }, (request, reply) => reply.redirect(`${to}${query(request)}`, 302));
  }

  const notBuilt = (reply: FastifyReply) =>
    reply.status(503).type('text/plain; charset=utf-8').send('The app is not built: run npm run build');

  /** The app's HTML for a path under /m, with its first screen rendered when the build has a renderer. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const shell = shells.get();
    if (!shell) return notBuilt(reply);
    const brand = request.brand;
    const id = brand.brand.id;
    // A console preview frame (plugins/preview.ts) names its language in its URL; it is client-rendered and never cached.
    const preview = request.preview !== null;
    const language = preview ? request.lang : startLanguage(brand.brand, request.cookies[LANGUAGE_COOKIE]);
    const screen = shell.screenOf(pathname);
    const url = request.url;
    const entry = await ssr.entry();
    // The renderer's plan: undefined when the route is not server-rendered (the client renders it).
    const plan = preview
      ? undefined
      : await entry?.plan(url).catch((error: unknown) => {
          app.log.error({ err: error, url }, 'server-side rendering: no plan; serving the client-rendered page');
          return undefined;
        });
    // What rendered markup depends on besides the brand and language: the plan's URL (the route and only the query
    // parameters it reads: junk parameters make no new render), the kind of device (the download bar) and the replies
    // it shows (the route's loader). Not the player.
    const userAgent = request.headers['user-agent'] ?? '';
    const renderUrl = plan?.url ?? pathname;
    const [fingerprint, first] = await Promise.all([
      settingsFingerprint(ctx, brand),
      firstReplies.get(id, language, plan?.requests ?? []),
    ]);
    const variant = [shell.version, id, language, screen ?? '', fingerprint];
    const rendered = [...variant, renderUrl, entry ? entry.deviceKey(userAgent) : '', first.fingerprint].join('\n');

    /** The page; with the renderer's markup and styles when `render` (the client renders it otherwise). */
    const build = async (render: SsrEntry | undefined) => {
      // The brand's logo travels in the data block and its file of defaults loads only to repair bad settings
      // (src/config/loadAppConfig.ts): neither is preloaded.
      const modules = screen ? [screen] : [];
      const look = lookOf(ctx, request);
      const theme = look.theme as { colors?: { headerBg?: string } };
      const replies = render ? first.replies : undefined;
      const json = await bootDataJson(
        ctx,
        brand,
        language,
        shell.boot?.catalogues,
        replies,
        preview ? look : undefined,
      );
      const ssrPage = render
        ? await ssr.render(rendered, render, { url: renderUrl, bootJson: json, userAgent })
        : undefined;
      // The largest paint's images (the route's loader names them), fetched at once rather than when the parser or
      // the layout reaches them.
      const images = [...new Set(ssrPage?.images ?? [])]
        .map((src) => `<link rel="preload" as="image" href="${attr(src)}" fetchpriority="high" />\n    `)
        .join('');
      return shell.render({
        htmlLang: language === 'TY' ? 'fil' : language.toLowerCase(),
        themeColor: theme.colors?.headerBg,
        title: ssrPage?.title,
        head: (ssrPage?.css ? `${ssrPage.css}\n    ` : '') + images + shell.preloadLinks(modules),
        html: ssrPage?.html,
        data: bootDataElement(json),
      });
    };
    let page: CachedPage;
    // A route's own parameters still vary (?gameType=<random>): past a bounded number of rendered variants per page,
    // the client renders the rest.
    if (preview) page = uncachedPage(await build(undefined));
    else if (
      entry &&
      plan &&
      !ssr.failedRecently(rendered) &&
      pages.admits([...variant, pathname].join('\n'), rendered)
    ) {
      try {
        page = await pages.get(rendered, () => build(entry));
      } catch {
        page = await pages.get(variant.join('\n'), () => build(undefined));
      }
    } else page = await pages.get(variant.join('\n'), () => build(undefined));

    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', plan ? 'Accept-Encoding, Cookie, User-Agent' : 'Accept-Encoding, Cookie');
    reply.header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body(encoding));
  };

  /** A file of the build (pre-compressed siblings are chosen by @fastify/static's preCompressed option). */
  const sendFile = (reply: FastifyReply, rel: string) => {
    // Hashed build assets never change, so they are never revalidated: no validators to send with each (headers
    // count in what a phone downloads). Everything else is revalidated.
    if (rel.startsWith('assets/'))
      return reply.sendFile(rel, dist, {
        maxAge: '365d',
        immutable: true,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      });
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(rel, dist, { cacheControl: false });
  };

  const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

  app.get('/m', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/m'));
  // The router has already decoded the wildcard: decoding it again would read "%25" as "%" (and throw on "%E0").
  app.get<{ Params: { '*': string } }>('/m/*', { schema: { hide: true } }, (request, reply) => {
    const rel = request.params['*'] ?? '';
    if (!existsSync(join(dist, 'index.html'))) return notBuilt(reply);
    if (rel === '' || rel === 'index.html') return sendPage(request, reply, `/m/${rel}`);
    const file = normalize(join(dist, rel));
    const inside = file.startsWith(dist.endsWith(sep) ? dist : dist + sep);
    // Build metadata (.vite/) and other dot-files are not served.
    // dist/ops is the operator console's build, served at /ops (routes/opsApp.ts), not part of the player app.
    const hidden = rel.split('/').some((segment) => segment.startsWith('.')) || rel.startsWith('ops/');
    if (inside && !hidden && existsSync(file) && statSync(file).isFile()) return sendFile(reply, rel);
    // A hashed asset that is not there is a stale or wrong URL, not a page: the app must not receive HTML for it.
    if (rel.startsWith('assets/') || hidden) return notFound(reply);
    return sendPage(request, reply, `/m/${rel}`);
  });
}
