// Lighthouse (mobile defaults, 5 runs, median) on /m/home and /m/login against the reference server,
// plus the gzipped JS each first route loads. Run: npm run bench:web (builds first). Loopback only.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './serverProcess';

const RUNS = Number(process.env.RUNS ?? 5);
const BUDGET_KB = 130;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = ['/m/home?brand=lucky-peso', '/m/login?brand=lucky-peso'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function gzippedJs(items: NetworkItem[]): Promise<number> {
  const scripts = items.filter((i) => i.resourceType === 'Script');
  let total = 0;
  for (const s of scripts)
    total += gzipSync(Buffer.from(await (await fetch(s.url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 5195));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let overBudget = false;
try {
  for (const page of pages) {
    const rows: { score: number; lcp: number; tbt: number; cls: number; js: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result!.lhr;
      const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      rows.push({
        score: (lhr.categories.performance?.score ?? 0) * 100,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        js: await gzippedJs(items),
      });
    }
    const js = median(rows.map((r) => r.js)) / 1024;
    if (js > BUDGET_KB) overBudget = true;
    console.log(
      `${page}: performance ${median(rows.map((r) => r.score)).toFixed(0)}, LCP ${median(rows.map((r) => r.lcp)).toFixed(0)} ms, ` +
        `TBT ${median(rows.map((r) => r.tbt)).toFixed(0)} ms, CLS ${median(rows.map((r) => r.cls)).toFixed(3)}, ` +
        `first-route JS ${js.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) — median of ${RUNS}`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}
if (overBudget) {
  console.error(`First-route JavaScript is over the ${BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
