// Start-up long tasks and what they run: loads a page in Chromium (Pixel 7, CPU slowed 4× and the network throttled
// like Lighthouse's slow 4G, as DevTools applies them), records a trace with the JS sampler, and lists every main-thread
// task over 50 ms until the page is quiet, with the trace events inside it (script evaluation, React work, style,
// layout, GC) and the source files that took the most samples (through the build's source maps). Builds its own
// dist-trace/ (hidden source maps) unless TRACE_DIST names one. Run: npx tsx bench/startup-trace.ts [path ...]
// Env: BRAND (default lucky-peso), BENCH_PORT. Loopback only.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { startServer } from './serverProcess';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/m/home'];
const brand = process.env.BRAND ?? 'lucky-peso';
const dist = resolve(process.env.TRACE_DIST || 'dist-trace');
// The trace build empties its output folder: never let that be the repository (an empty TRACE_DIST once was).
if (dist === process.cwd() || !/dist[^/]*$/.test(dist))
  throw new Error(`TRACE_DIST must name a dist-* folder, not ${dist}`);
if (!process.env.TRACE_DIST || !existsSync(join(dist, 'index.html'))) {
  execFileSync('npx', ['vite', 'build', '--sourcemap', 'hidden', '--outDir', dist, '--emptyOutDir'], {
    stdio: 'ignore',
  });
}

// --- source maps: enough of the format to map a generated line/column to its source file ---
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
type Segment = [column: number, source: number];
const maps = new Map<string, { sources: string[]; lines: Segment[][] } | null>();
function sourceMap(file: string) {
  if (!maps.has(file)) {
    const path = join(dist, 'assets', `${file}.map`);
    if (!existsSync(path)) maps.set(file, null);
    else {
      const map = JSON.parse(readFileSync(path, 'utf8')) as { sources: string[]; mappings: string };
      let source = 0;
      const lines = map.mappings.split(';').map((line) => {
        let column = 0;
        return line
          .split(',')
          .filter(Boolean)
          .map((seg) => {
            const values: number[] = [];
            let value = 0;
            let shift = 0;
            for (const ch of seg) {
              const digit = B64.indexOf(ch);
              value += (digit & 31) << shift;
              if (digit & 32) shift += 5;
              else {
                values.push(value & 1 ? -(value >> 1) : value >> 1);
                value = 0;
                shift = 0;
              }
            }
            column += values[0]!;
            if (values.length > 1) source += values[1]!;
            return [column, source] as Segment;
          });
      });
      maps.set(file, { sources: map.sources, lines });
    }
  }
  return maps.get(file);
}
function originalFile(url: string, line: number, column: number): string {
  const file = /\/m\/assets\/([^?#]+)$/.exec(url)?.[1];
  if (!file) return url ? url.replace(/^https?:\/\/[^/]+/, '') : '(native)';
  const map = sourceMap(file);
  const segments = map?.lines[line];
  if (!map || !segments?.length) return file;
  let found = segments[0]!;
  for (const s of segments) if (s[0] <= column) found = s;
  const source = map.sources[found[1]] ?? file;
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return modules ? modules[1]! : source.replace(/^(\.\.\/)+/, '');
}

// --- the trace ---
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

process.env.DIST_DIR = dist; // the server serves the trace build
const server = await startServer(Number(process.env.BENCH_PORT ?? 5197));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const path of paths) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(`${server.url}${path}?brand=${brand}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await context.close();

    // The page's main thread: the renderer thread that ran the most script.
    const byThread = new Map<string, number>();
    for (const e of events)
      if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall')
        byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
    const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
    const navigation = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? 0;

    // JS samples: ProfileChunk events carry nodes, samples and time deltas.
    const nodes = new Map<number, ProfileNode>();
    const samples: { ts: number; node: number }[] = [];
    let clock = 0;
    const [mainPid, mainTid] = (main ?? '0:0').split(':').map(Number);
    const profiles = events.filter((x) => (x.name === 'Profile' || x.name === 'ProfileChunk') && x.pid === mainPid);
    // The main thread's profile: the one whose Profile event was emitted on the main thread.
    const mainProfile = profiles.find((x) => x.name === 'Profile' && x.tid === mainTid) as
      (TraceEvent & { id?: string }) | undefined;
    for (const e of profiles.filter((x) => (x as { id?: string }).id === mainProfile?.id)) {
      const data = e.args?.data as
        | { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
        | undefined;
      if (e.name === 'Profile') {
        clock = data?.startTime ?? clock;
        continue;
      }
      for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      for (const n of data?.cpuProfile?.nodes ?? []) for (const c of n.children ?? []) nodes.get(c)!.parent ??= n.id;
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, i) => {
        clock += deltas[i] ?? 0;
        samples.push({ ts: clock, node: id });
      });
    }

    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000);
    console.log(`\n${path} (${brand}): ${tasks.length} main-thread task(s) over 50 ms, CPU 4× slower, slow 4G`);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const inside = onMain.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end);
      const kinds = new Map<string, number>();
      for (const e of inside) {
        const label =
          e.name === 'EvaluateScript' || e.name === 'v8.compile'
            ? `${e.name} ${String(e.args?.data?.url ?? '').replace(/^.*\//, '')}`
            : e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'EventDispatch'
              ? `${e.name}${e.args?.data?.type ? ` ${String(e.args.data.type)}` : ''}`
              : e.name;
        if (
          /^(EvaluateScript|v8\.compile|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|ParseHTML|UpdateLayoutTree|Layout|Paint|MajorGC|MinorGC|RunMicrotasks|XHRReadyStateChange|FireAnimationFrame|v8\.parseOnBackground)/.test(
            label,
          )
        )
          kinds.set(label, (kinds.get(label) ?? 0) + (e.dur ?? 0));
      }
      const bySource = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const byAppFrame = new Map<string, number>();
      let sampled = 0;
      for (let i = 0; i < samples.length; i++) {
        const s = samples[i]!;
        if (s.ts < task.ts || s.ts >= end) continue;
        const next = samples[i + 1]?.ts ?? s.ts;
        const frame = nodes.get(s.node)?.callFrame;
        if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
        const label =
          frame.functionName === '(garbage collector)'
            ? '(garbage collector)'
            : originalFile(frame.url, frame.lineNumber, frame.columnNumber);
        bySource.set(label, (bySource.get(label) ?? 0) + (next - s.ts));
        const fn = `${frame.functionName || '(anonymous)'} (${label})`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + (next - s.ts));
        // The innermost frame of our own code on the stack: which component or module asked for the work.
        let owner = 'library only';
        for (let id: number | undefined = s.node; id !== undefined; id = nodes.get(id)?.parent) {
          const f = nodes.get(id)?.callFrame;
          if (!f?.url) continue;
          const source = originalFile(f.url, f.lineNumber, f.columnNumber);
          if (/^(src|common)\//.test(source)) {
            owner = source;
            break;
          }
        }
        byAppFrame.set(owner, (byAppFrame.get(owner) ?? 0) + (next - s.ts));
        sampled += next - s.ts;
      }
      const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
      const top = <K>(m: Map<K, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
      console.log(
        `- ${ms(task.dur!)} at ${ms(task.ts - navigation)}: ` +
          top(kinds, 4)
            .map(([k, v]) => `${k} ${ms(v)}`)
            .join(', '),
      );
      if (sampled)
        console.log(
          `    JS by source: ${top(bySource, 6)
            .map(([k, v]) => `${k} ${ms(v)}`)
            .join(', ')}`,
        );
      if (sampled)
        console.log(
          `    on behalf of: ${top(byAppFrame, 5)
            .map(([k, v]) => `${k} ${ms(v)}`)
            .join(', ')}`,
        );
      if (sampled && process.env.FUNCTIONS)
        console.log(
          `    top functions: ${top(byFunction, 5)
            .map(([k, v]) => `${k} ${ms(v)}`)
            .join(', ')}`,
        );
    }
  }
} finally {
  await browser.close();
  server.stop();
}
// The trace build carries source maps; keep it out of the way of real builds.
if (!process.env.TRACE_DIST && readdirSync(dist).length) console.log(`\n(trace build in ${dist})`);
