// API load test: login (scrypt N=2^17 per request) and the game list, autocannon on loopback, bounded time; and the
// app's server-rendered HTML (GET /m/home: the first screen, boot data, preload links, brotli; needs a build with its
// renderer, dist/ or DIST_DIR) at 10 and 200 connections, so the cost of each page as traffic grows is visible, and
// the render of a variant not yet cached.
// Run: npm run bench:api   (DURATION seconds per scenario, default 10; CONNECTIONS, default 10)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { encryptJson, newPassphrase } from '@common/payloadCrypto';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/apiServer.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
const port = await new Promise<number>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const m = /^PORT (\d+)$/.exec(line);
    if (m) {
      clearTimeout(timer);
      resolve(Number(m[1]));
    }
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;

const key = newPassphrase();
const PHONE = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile',
};
let fresh = 0;
const scenarios = [
  {
    name: 'POST /wps/session/login',
    options: {
      url: `${base}/wps/session/login?brand=lucky-peso`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-encryption-key': key },
      body: JSON.stringify({ data: encryptJson({ username: 'demo', password: 'demo1234!', type: 'username' }, key) }),
    },
  },
  {
    name: 'GET /wps/game/list',
    options: {
      url: `${base}/wps/game/list?brand=lucky-peso&gameType=RNG&pageNo=2&pageSize=26&platform=html5&clientType=2`,
    },
  },
  // As a phone asks for it: brotli accepted, a phone's user agent. The page is server-rendered (checked below) and its
  // variants are cached, so this measures a served page.
  ...[10, 200].map((connections) => ({
    name: `GET /m/home (server-rendered HTML)`,
    connections,
    options: { url: `${base}/m/home?brand=lucky-peso`, headers: PHONE },
  })),
  // Every request a variant the server has not seen (a new query string): the render itself (React, Emotion, the
  // data block) and its brotli compression, what the first visitor of a variant waits for.
  {
    name: 'GET /m/home (a new variant each: render + compress)',
    options: {
      url: `${base}/m/home?brand=lucky-peso`,
      headers: PHONE,
      requests: [
        { setupRequest: (req: { path: string }) => ({ ...req, path: `/m/home?brand=lucky-peso&v=${++fresh}` }) },
      ],
    },
  },
] as { name: string; connections?: number; options: Parameters<typeof autocannon>[0] }[];

const rows = [];
// The page must be the server-rendered one (a build with its renderer: dist/.ssr), or the HTML rows measure less.
const page = await fetch(`${base}/m/home?brand=lucky-peso`, { headers: { 'user-agent': PHONE['user-agent'] } });
const serverRendered = (await page.text()).includes('<div id="root" data-ssr="">');
try {
  for (const s of scenarios) {
    // warm-up
    await fetch(s.options.url, { method: s.options.method, headers: s.options.headers, body: s.options.body });
    const r = await autocannon({ ...s.options, connections: s.connections ?? CONNECTIONS, duration: DURATION });
    rows.push({
      scenario: s.name,
      connections: s.connections ?? CONNECTIONS,
      'req/s': Math.round(r.requests.average * 10) / 10,
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }
} finally {
  child.kill('SIGTERM');
}
const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `\n${CONNECTIONS} connections unless the row says, ${DURATION} s each, loopback, ${db}, NODE_ENV=production; ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log(`/m/home server-rendered: ${serverRendered ? 'yes' : 'NO (no renderer in the build: npm run build)'}`);
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/api-load.json',
  JSON.stringify({ date: new Date().toISOString(), DURATION, CONNECTIONS, serverRendered, rows }, null, 2),
);
