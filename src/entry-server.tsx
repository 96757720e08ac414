// The server-side renderer: the one module the reference server loads from the app (common/ssrContract.ts SsrEntry;
// docs/architecture.md, "Start-up"). vite.config.ts builds it into <dist>/.ssr/. The route table says which routes are
// server-rendered and with which replies (`ssr`, `loader`); a render starts the app exactly as the client's hydration
// will: from the page's own data block, as a first visit (no session, nothing stored), with the replies the server
// fetched.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Rendered, RenderRequest, SsrEntry, SsrPlan } from '@common/ssrContract';
import { startLanguage } from '@common/ssrContract';
import { InitialReplies, replyKey } from './api/initialReplies';
import { App } from './app/App';
import { routeAliases, type RouteDef } from './app/routes/routeTable';
import { ssrUrl } from './app/routes/ssrUrl';
import { preloadScreen, screenLoaderOf } from './app/routes/screenLoaders';
import { routeDefOf } from './app/routes/useRouteDef';
import { readBootData } from './config/bootData';
import { loadAppConfig } from './config/loadAppConfig';
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

/** The route a URL shows when the route table marks it server-rendered; undefined for an alias (it redirects). */
function ssrRoute(url: string): { def: RouteDef; at: URL } | undefined {
  const at = new URL(url, 'http://localhost');
  const path = at.pathname.length > 1 ? at.pathname.replace(/\/+$/, '') || '/' : at.pathname;
  if (routeAliases[path] ?? routeAliases[at.pathname]) return undefined;
  const def = routeDefOf(at.pathname);
  return def?.ssr ? { def, at } : undefined;
}

const loaderOf = (def: RouteDef) => def.loader?.();

export const plan: SsrEntry['plan'] = async (url): Promise<SsrPlan | undefined> => {
  const route = ssrRoute(url);
  if (!route) return undefined;
  // Only the parameters the route reads: others would make a new variant, and a render, per random value.
  const canonical = ssrUrl(route.at, route.def);
  const requests = (await loaderOf(route.def))?.requests(new URL(canonical, 'http://localhost')) ?? [];
  return { url: canonical, requests: requests.map((r) => ({ ...r, key: replyKey(r.id, r.query ?? undefined) })) };
};

export const deviceKey: SsrEntry['deviceKey'] = (userAgent) => {
  const device = detectDevice(userAgent, false);
  if (device.platform !== 'ios') return device.platform;
  const [major = 99, minor = 0] = device.iosVersion ?? [];
  return major < MIN_IOS[0] || (major === MIN_IOS[0] && minor < MIN_IOS[1]) ? 'ios-old' : 'ios';
};

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

export const render: SsrEntry['render'] = async ({ url, bootJson, userAgent }: RenderRequest): Promise<Rendered> => {
  const route = ssrRoute(url);
  if (!route) throw new Error(`${url} is not a server-rendered route`);
  const boot = readBootData(pageWith(bootJson));
  if (!boot.data) throw new Error(`unusable data block: ${boot.problems.map((p) => p.message).join('; ')}`);
  // As src/app/bootstrap.ts starts a hydrated page.
  const [{ config, tokens, logoUrl, catalogues }, , loader] = await Promise.all([
    loadAppConfig(boot, boot.data.language),
    preloadScreen(screenLoaderOf(route.at.pathname)),
    loaderOf(route.def),
  ]);
  const language = startLanguage(config.brand, boot.data.language);
  const own = catalogues[language] ?? (await loadCatalogue(language));
  const resources = own ? { [language]: own } : { EN: catalogues.EN ?? (await loadCatalogue('EN')) ?? {} };
  const store = new RootStore(config, { logoUrl, language, userAgent, initialReplies: boot.data.replies });
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
  const title = `${i18n.t(route.def.titleKey)} · ${config.brand.name}`;
  const images = loader?.images?.(new InitialReplies(boot.data.replies), route.at) ?? [];
  return { html, css, title, images };
};
