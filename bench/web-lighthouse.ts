// What a phone downloads and how fast the first screen shows: Lighthouse with its mobile defaults (simulated slow 4G,
// 4× CPU slow-down), RUNS runs (default 5), the median of each metric, on /m/home, /m/gameList and /m/login for two
// brands. Two ways of serving the same build: the reference server (data block, preload links, compression) and a
// plain static host (bench/staticHost.ts: files and their .br/.gz siblings, API proxied) for comparison. JS is what
// the browser transferred (network-requests transferSize: compressed bytes plus headers). Budgets (bench/budgets.json)
// apply to the reference server's pages; a missed budget exits non-zero. The reference server renders each page's first
// screen (server-side rendering, once per variant: each page is asked for once before it is measured).
// Run: npm run bench:web (builds dist/ first), or DIST_DIR=<build> npx tsx bench/web-lighthouse.ts.
// Env: RUNS, BRANDS, PAGES, TARGETS (server,static), BENCH_PORT. Loopback only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './serverProcess';
import { startStaticHost } from './staticHost';

interface Budgets {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  homeJsKB: number;
}
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Budgets;

const RUNS = Number(process.env.RUNS ?? 5);
const BRANDS = (process.env.BRANDS ?? 'lucky-peso,bayani-bet').split(',');
const PAGES = (process.env.PAGES ?? '/m/home,/m/gameList,/m/login').split(',');
const TARGETS = (process.env.TARGETS ?? 'server,static').split(',');
const distDir = resolve(process.env.DIST_DIR || 'dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}
interface LongTask {
  url?: string;
  duration: number;
  startTime: number;
}
interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  jsKB: number;
  scripts: number;
  longTasks: LongTask[];
  /** Accessibility audits that failed, with the first element each names (what to fix when a11y < 100). */
  a11yFailures: string[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(`bench:web — ${RUNS} runs per page, median; ${cpus().length} cores; load average at start ${load()}`);
const server = await startServer(Number(process.env.BENCH_PORT ?? 5195));
const host = TARGETS.includes('static') ? await startStaticHost({ root: distDir, api: server.url }) : undefined;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** A phone's user agent, as Lighthouse's mobile emulation sends it: the server keeps one page per kind of device. */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/**
 * Asks for a page once before measuring it: the reference server renders each variant of a page once (brand,
 * language, URL, kind of device) and then serves it from memory, which is what a phone gets from a running server.
 * The render itself is measured by bench:api ("a new variant each").
 */
async function warmUp(url: string) {
  await fetch(url, { headers: { 'user-agent': PHONE_UA, 'accept-encoding': 'br, gzip', accept: 'text/html' } });
}

async function measure(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result!.lhr;
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const tasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    jsKB: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
    longTasks: tasks,
    a11yFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => {
        const items = (audit!.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        return `${audit!.id}: ${items[0]?.node?.snippet ?? ''}`;
      }),
  };
}

/** One page's medians, where it was served from, and the budgets it missed. */
interface Row extends Run {
  target: string;
  brand: string;
  page: string;
  misses: string[];
}

const rows: Row[] = [];
try {
  for (const target of TARGETS) {
    const base = target === 'static' ? host!.url : server.url;
    for (const brand of BRANDS) {
      for (const page of PAGES) {
        const runs: Run[] = [];
        await warmUp(`${base}${page}?brand=${brand}`);
        for (let i = 0; i < RUNS; i++) runs.push(await measure(`${base}${page}?brand=${brand}`));
        const m = (key: keyof Omit<Run, 'longTasks' | 'a11yFailures'>) => median(runs.map((r) => r[key]));
        const row: Row = {
          target,
          brand,
          page,
          performance: m('performance'),
          accessibility: m('accessibility'),
          lcp: m('lcp'),
          tbt: m('tbt'),
          cls: m('cls'),
          fcp: m('fcp'),
          jsKB: m('jsKB'),
          scripts: m('scripts'),
          misses: [],
          // The long tasks of the run whose TBT is the median one.
          longTasks: [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]!.longTasks,
          a11yFailures: [...new Set(runs.flatMap((r) => r.a11yFailures))],
        };
        if (target === 'server') {
          if (row.performance < budgets.performance) row.misses.push(`performance < ${budgets.performance}`);
          if (row.accessibility < budgets.accessibility) row.misses.push(`accessibility < ${budgets.accessibility}`);
          if (row.lcp > budgets.lcpMs) row.misses.push(`LCP > ${budgets.lcpMs} ms`);
          if (row.tbt > budgets.tbtMs) row.misses.push(`TBT > ${budgets.tbtMs} ms`);
          if (row.cls > budgets.cls) row.misses.push(`CLS > ${budgets.cls}`);
          if (page === '/m/home' && row.jsKB > budgets.homeJsKB) row.misses.push(`JS > ${budgets.homeJsKB} KB`);
        }
        rows.push(row);
        console.error(`  measured ${target} ${brand} ${page}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await host?.close();
  server.stop();
}

const table = [
  '| served by | brand | page | perf | a11y | LCP | TBT | CLS | FCP | JS transferred | scripts | budget |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.target === 'server' ? 'reference server' : 'static host'} | ${r.brand} | ${r.page} | ${r.performance} | ` +
      `${r.accessibility} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ` +
      `${(r.fcp / 1000).toFixed(2)} s | ${r.jsKB.toFixed(1)} KB | ${r.scripts} | ` +
      `${r.target === 'server' ? (r.misses.length ? `missed: ${r.misses.join(', ')}` : 'met') : '(comparison)'} |`,
  ),
];
console.log(`\nLighthouse ${RUNS}× per page, median; load average at end ${load()}`);
console.log(table.join('\n'));
for (const r of rows.filter((row) => row.a11yFailures.length))
  console.log(`\naccessibility audits failed, ${r.target} ${r.brand} ${r.page}:\n  ${r.a11yFailures.join('\n  ')}`);
const home = rows.filter((r) => r.target === 'server' && r.page === '/m/home');
for (const r of home) {
  const tasks = r.longTasks.filter((t) => t.duration > 50);
  console.log(
    `\nlong tasks over 50 ms, ${r.brand} /m/home (simulated 4× CPU): ` +
      (tasks.length
        ? tasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.startTime.toFixed(0)} ms (${t.url ?? '?'})`).join('; ')
        : 'none'),
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/web-lighthouse.json',
  JSON.stringify({ date: new Date().toISOString(), RUNS, budgets, rows }, null, 2),
);
const missed = rows.filter((r) => r.misses.length);
if (missed.length) {
  console.error(`\n${missed.length} page(s) missed a budget (bench/budgets.json):`);
  for (const r of missed) console.error(`  ${r.brand} ${r.page}: ${r.misses.join(', ')}`);
  process.exitCode = 1;
}
