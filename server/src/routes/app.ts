import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppShell, attr } from '../services/appShell';
import {
  bootDataElement,
  bootDataJson,
  brandTheme,
  firstBannerUrl,
  LANGUAGE_COOKIE,
  settingsFingerprint,
  startLanguage,
} from '../services/bootData';
import { PageCache, pickEncoding, type CachedPage } from '../services/pageCache';
import { FirstReplies } from '../ssr/firstReplies';
import { SsrRenderer, type SsrEntry } from '../ssr/renderer';

const ALIASES: Record<string, string> = {
  '/': '/m/home',
  '/index.html': '/m/home',
  '/register.html': '/m/register',
  '/m/register.html': '/m/register',
};

/** The screen whose largest paint is a banner image the server can name in advance. */
const HOME_SCREEN = 'src/features/home/HomeScreen.tsx';

/**
 * Serves the built app (dist/) under /m: hashed assets (404 when missing), other files, and for every other path the
 * app's HTML with the brand's boot data, preload links and (server-side rendering, src/entry-server.tsx) the first
 * screen, compressed once per variant. "/" and the register aliases redirect.
 */
export function appRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dist = ctx.distDir;
  const shells = new AppShell(dist);
  const pages = new PageCache();
  const ssr = new SsrRenderer(dist, app.log);
  const firstReplies = new FirstReplies(app);
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
    const language = startLanguage(brand, request.cookies[LANGUAGE_COOKIE]);
    const screen = shell.screenOf(pathname);
    const entry = await ssr.entry();
    // What the rendered markup depends on besides the brand and language: the URL (the route and its query), the
    // kind of device (the download bar) and the replies it shows (src/app/firstRequests.ts). Not the player.
    const url = request.url;
    const userAgent = request.headers['user-agent'] ?? '';
    const requests = entry?.firstRequests(url) ?? [];
    const [fingerprint, lcpImage, first] = await Promise.all([
      settingsFingerprint(ctx, brand),
      screen === HOME_SCREEN ? firstBannerUrl(ctx, brand.brand.id) : undefined,
      firstReplies.get(id, language, requests),
    ]);
    const variant = [shell.version, id, language, screen ?? '', fingerprint, lcpImage ?? ''];
    const rendered = [...variant, url, entry ? entry.deviceKey(userAgent) : '', first.fingerprint].join('\n');

    /** The page; with the renderer's markup and styles when `render` (the client renders it otherwise). */
    const build = async (render: SsrEntry | undefined) => {
      // The brand's logo travels in the data block and its file of defaults loads only to repair bad settings
      // (src/config/loadAppConfig.ts): neither is preloaded.
      const modules = screen ? [screen] : [];
      const theme = brandTheme(id) as { colors?: { headerBg?: string } };
      const json = await bootDataJson(ctx, brand, language, shell.boot?.catalogues, render ? first.replies : undefined);
      const ssrPage = render ? await ssr.render(rendered, render, { url, bootJson: json, userAgent }) : undefined;
      // The largest paint's images, fetched at once rather than when the parser or the layout reaches them.
      const images = [...new Set([...(lcpImage ? [lcpImage] : []), ...(ssrPage?.images ?? [])])]
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
    if (entry && !ssr.failedRecently(rendered)) {
      try {
        page = await pages.get(rendered, () => build(entry));
      } catch {
        page = await pages.get(variant.join('\n'), () => build(undefined));
      }
    } else page = await pages.get(variant.join('\n'), () => build(undefined));

    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', entry ? 'Accept-Encoding, Cookie, User-Agent' : 'Accept-Encoding, Cookie');
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
    const hidden = rel.split('/').some((segment) => segment.startsWith('.'));
    if (inside && !hidden && existsSync(file) && statSync(file).isFile()) return sendFile(reply, rel);
    // A hashed asset that is not there is a stale or wrong URL, not a page: the app must not receive HTML for it.
    if (rel.startsWith('assets/') || hidden) return notFound(reply);
    return sendPage(request, reply, `/m/${rel}`);
  });
}
