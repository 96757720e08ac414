// bench:routes (issue 34): Lighthouse mobile (simulated slow 4G, 4× CPU) on every route of the route table, median of
// RUNS (default 3), served by the reference server in production mode with the demo accounts. Visitor routes run
// signed out; member and agent routes run with a demo session put in the page's storage before it loads (as the app
// keeps it, MC_SESSION_INFO). Each brand of BRANDS runs in its default language, and LANGUAGES' other languages run on
// the first brand. Writes a table between the bench:routes marks of docs/performance.md and bench/results/routes.json,
// and exits non-zero when a budget of bench/budgets.json ("routes") is missed. Not part of npm test (about 15 s a run).
// Run: npm run bench:routes (builds dist/ first), or DIST_DIR=<build> npx tsx bench/routes-lighthouse.ts.
// Env: RUNS, BRANDS, LANGUAGES, ROUTES (comma-separated paths, default every route), BENCH_PORT.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { routeTable, type RouteDef } from '../src/app/routes/routeTable';
import { signIn, type StoredSession } from './benchSession';
import { startServer } from './serverProcess';

interface Budget {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB?: number;
}
const budgets = (
  JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as {
    routes: { visitor: Budget; signedIn: Budget };
  }
).routes;

const RUNS = Number(process.env.RUNS ?? 3);
const BRANDS = (process.env.BRANDS ?? 'lucky-peso,bayani-bet').split(',');
const LANGUAGES = (process.env.LANGUAGES ?? 'TY').split(',').filter(Boolean);
const ONLY = process.env.ROUTES?.split(',');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Who opens a route: a visitor, the demo member, or the demo agent (routeTable's `access`). */
type Who = 'visitor' | 'member' | 'agent';
const whoFor = (route: RouteDef): Who => (route.access === 'agent' ? 'agent' : route.access ? 'member' : 'visitor');

interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKB: number;
  /** Where the page ended (a route whose flag is off for the brand goes home). */
  finalUrl: string;
}
interface Row extends Omit<Run, 'finalUrl'> {
  brand: string;
  language: string;
  path: string;
  who: Who;
  finalPath: string;
  misses: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One Lighthouse run in a fresh browser context holding only this person's session and language. */
async function measure(port: number, url: string, session: StoredSession | undefined, language: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const context = await browser.createBrowserContext();
  try {
    const page: Page = await context.newPage();
    const origin = new URL(url).origin;
    // The storage is the origin's: open a page of it, put the session and language in, then measure the route.
    await page.goto(`${origin}/m/offline.html`);
    await page.evaluate(
      (s, lang) => {
        localStorage.clear();
        if (s) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s));
        localStorage.setItem('language', JSON.stringify(lang));
        // Today's login popup seen, as a returning player has (it would cover the page being measured).
        sessionStorage.setItem('homePopupSeen', '1');
        document.cookie = `wl_lang=${lang}; path=/`;
      },
      session ?? null,
      language,
    );
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    const lhr = result!.lhr;
    type Item = { resourceType?: string; transferSize?: number };
    const items = (lhr.audits['network-requests']?.details as { items?: Item[] } | undefined)?.items ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsKB: items.filter((i) => i.resourceType === 'Script').reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024,
      finalUrl: lhr.finalDisplayedUrl,
    } satisfies Run;
  } finally {
    await context.close();
    await browser.disconnect();
  }
}

function missesOf(row: Omit<Row, 'misses'>): string[] {
  const b = row.who === 'visitor' ? budgets.visitor : budgets.signedIn;
  const misses: string[] = [];
  if (row.performance < b.performance) misses.push(`perf < ${b.performance}`);
  if (row.lcp > b.lcpMs) misses.push(`LCP > ${b.lcpMs / 1000} s`);
  if (row.tbt > b.tbtMs) misses.push(`TBT > ${b.tbtMs} ms`);
  if (row.cls > b.cls) misses.push(`CLS > ${b.cls}`);
  if (b.jsKB !== undefined && row.jsKB > b.jsKB) misses.push(`JS > ${b.jsKB} KB`);
  return misses;
}

const routes = routeTable.filter((r) => !ONLY || ONLY.includes(r.path));
console.log(
  `bench:routes: ${routes.length} routes, ${RUNS} runs each, median; ${cpus().length} cores; load average ${load()}`,
);
process.env.SEED_DEMO = '1';
const server = await startServer(Number(process.env.BENCH_PORT ?? 5196));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const rows: Row[] = [];
try {
  const passes = [
    ...BRANDS.map((brand) => ({ brand, language: '' })),
    ...LANGUAGES.map((language) => ({ brand: BRANDS[0]!, language })),
  ];
  for (const { brand, language: asked } of passes) {
    const sessions = {
      visitor: undefined,
      member: await signIn(server.url, brand, 'demo', 'demo1234!'),
      agent: await signIn(server.url, brand, 'agent', 'agent1234!'),
    };
    const language = asked || (await defaultLanguage(server.url, brand));
    for (const route of routes) {
      const who = whoFor(route);
      const url = `${server.url}${route.path}?brand=${brand}`;
      // A server-rendered page is rendered once per variant and then served from memory, as a running server does.
      await fetch(url, { headers: { cookie: `wl_lang=${language}` } });
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome.port, url, sessions[who], language));
      const m = (key: keyof Omit<Run, 'finalUrl'>) => median(runs.map((r) => r[key]));
      const base = {
        brand,
        language,
        path: route.path,
        who,
        finalPath: new URL(runs[0]!.finalUrl).pathname,
        performance: m('performance'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
        jsKB: m('jsKB'),
      };
      rows.push({ ...base, misses: missesOf(base) });
      console.error(`  ${brand} ${language} ${route.path} (${who}): perf ${base.performance}`);
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

async function defaultLanguage(url: string, brand: string): Promise<string> {
  const reply = (await (await fetch(`${url}/wps/system/settings/consolidated?brand=${brand}`)).json()) as {
    value?: { brand?: { defaultLanguage?: string } };
  };
  return reply.value?.brand?.defaultLanguage ?? 'EN';
}

const missed = rows.filter((r) => r.misses.length);
const table = [
  '| brand | lang | route | who | ended on | perf | LCP | TBT | CLS | JS | budget |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.brand} | ${r.language} | ${r.path} | ${r.who} | ${r.finalPath === r.path ? '' : r.finalPath} | ` +
      `${r.performance} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ` +
      `${r.jsKB.toFixed(0)} KB | ${r.misses.length ? `missed: ${r.misses.join(', ')}` : 'met'} |`,
  ),
];
const summary =
  `Lighthouse mobile, median of ${RUNS}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load ` +
  `average at end ${load()}: ${rows.length - missed.length} of ${rows.length} rows meet their budget.`;
console.log(`\n${summary}\n${table.join('\n')}`);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/routes.json', JSON.stringify({ summary, rows }, null, 2));
// The whole route table only: a partial run (ROUTES, BRANDS) does not replace the recorded table.
if (!ONLY && !process.env.BRANDS) {
  const doc = readFileSync('docs/performance.md', 'utf8');
  const [start, end] = ['<!-- bench:routes -->', '<!-- /bench:routes -->'];
  const block = `${start}\n${summary}\n\n${table.join('\n')}\n${end}`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  writeFileSync(
    'docs/performance.md',
    i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc}\n${block}\n`,
  );
}
process.exit(missed.length ? 1 : 0);
