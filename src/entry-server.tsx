// The server-side render of the first screen (docs/performance.md, "Server-side rendering"). vite.config.ts builds
// this module into <dist>/.ssr/entry-server.js; the reference server (server/src/ssr/renderer.ts) calls it for each
// page variant it has not rendered yet. The render starts the app exactly as the client's hydration will: from the
// page's own data block, as a first visit (no session, no stored flags), with the replies the server fetched.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { replyKey } from './api/initialReplies';
import { App } from './app/App';
import { firstImages, firstRequests as pageRequests } from './app/firstRequests';
import { preloadScreen, screenLoaderOf } from './app/routes/screenLoaders';
import { routeDefOf } from './app/routes/useRouteDef';
import { readBootData } from './config/bootData';
import { loadAppConfig, startLanguage } from './config/loadAppConfig';
import { createI18nInstance } from './i18n/i18nInstance';
import { loadCatalogue } from './i18n/loadCatalogue';
import { RootStore } from './stores/RootStore';
import { createTheme } from './theme/createTheme';
import { detectDevice } from './ui/platform';
import { MIN_IOS } from './ui/download/downloadBarRules';

// Observers render once, without reactions: nothing on the server outlives the render.
enableStaticRendering(true);

/** A render gives up after this long (the page is then served without markup: the client renders it). */
const RENDER_TIMEOUT_MS = 5_000;

export interface RenderRequest {
  /** Path and query as the browser has them. */
  url: string;
  /** The page's data block (JSON), exactly what the client will read. */
  bootJson: string;
  /** The request's user agent: the download bar depends on the platform. */
  userAgent: string;
}

export interface Rendered {
  /** The first screen's markup, for the root element. */
  html: string;
  /** Its styles: one `<style data-emotion>` element for the head, which Emotion on the client adopts. */
  css: string;
  /** The document title the client would set. */
  title: string;
  /** Images its largest paint waits for, to preload. */
  images: string[];
}

/** The requests whose replies the page's first screen is rendered with, each with the key the client looks it up by. */
export const firstRequests = (url: string) =>
  pageRequests(url).map((request) => ({ ...request, key: replyKey(request.id, request.query ?? undefined) }));

/**
 * What of the user agent the markup depends on (the download bar's platform rule), so the server keeps one page per
 * kind of device rather than per user agent.
 */
export function deviceKey(userAgent: string): string {
  const device = detectDevice(userAgent, false);
  if (device.platform !== 'ios') return device.platform;
  const [major = 99, minor = 0] = device.iosVersion ?? [];
  return major < MIN_IOS[0] || (major === MIN_IOS[0] && minor < MIN_IOS[1]) ? 'ios-old' : 'ios';
}

/** The data block as the client's reader sees it (it reads an element of the page). */
const pageWith = (json: string) =>
  ({
    getElementById: () => ({ getAttribute: () => 'application/json', textContent: json }),
  }) as unknown as Document;

async function text(stream: AsyncIterable<string | Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders a page's first screen; undefined for a path the client redirects (an alias). Throws when it fails. */
export async function render({ url, bootJson, userAgent }: RenderRequest): Promise<Rendered | undefined> {
  const { pathname } = new URL(url, 'http://localhost');
  const screen = screenLoaderOf(pathname);
  if (!screen) return undefined;
  const boot = readBootData(pageWith(bootJson));
  if (!boot.data) throw new Error(`unusable data block: ${boot.problems.map((p) => p.message).join('; ')}`);
  // As src/app/bootstrap.ts starts a hydrated page.
  const [{ config, tokens, logoUrl, catalogues }] = await Promise.all([
    loadAppConfig(boot, boot.data.language),
    preloadScreen(screen),
  ]);
  const language = startLanguage(config.brand, boot.data.language);
  const own = catalogues[language] ?? (await loadCatalogue(language));
  const resources = own ? { [language]: own } : { EN: catalogues.EN ?? (await loadCatalogue('EN')) ?? {} };
  const store = new RootStore(config, {
    logoUrl,
    language,
    hydrating: true,
    userAgent,
    initialReplies: boot.data.replies,
  });
  const theme = createTheme(config.brand.id, tokens);
  const i18n = createI18nInstance(language, resources);

  // Styles are collected rather than written beside each element (compat mode), then go into the head as one element
  // named after every rule, which Emotion's client cache recognises and does not insert again.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <App store={store} theme={theme} i18n={i18n} Router={Router} />
      </CacheProvider>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await text(prelude);
  // A part that failed would be rendered again on the client, with a hydration error: serve no markup instead.
  if (failure) throw failure;

  const names = Object.keys(cache.inserted).filter((name) => typeof cache.inserted[name] === 'string');
  const rules = names.map((name) => cache.inserted[name]).join('');
  const css = names.length
    ? `<style data-emotion="css ${names.join(' ')}">${rules.replace(/<\//g, '<\\/')}</style>`
    : '';
  const def = routeDefOf(pathname);
  const title = `${def ? i18n.t(def.titleKey) : i18n.t('notFound.title')} · ${config.brand.name}`;
  return { html, css, title, images: firstImages(url, boot.data.replies) };
}
