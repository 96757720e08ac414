#!/usr/bin/env node
// `npm test`: every suite, in stages that overlap where the machine would otherwise wait. On two cores the checks
// (typecheck, eslint, prettier, unit) are each about one core; the stories mostly wait on the browser while the
// server suite keeps both cores busy, so they run side by side; the end-to-end journeys, which time user-visible
// waits, run alone.
// Each task's output is kept and printed whole when it ends (no interleaving); a table of times closes the run.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Stages run one after another; the tasks of a stage run at once. */
const STAGES = [
  [['gen', 'npm run gen']],
  [
    ['typecheck', 'npm run typecheck'],
    // `npm run lint`, as tasks: eslint and prettier are each one core's work; the Dockerfile's lint is instant.
    ['eslint', 'npx eslint .'],
    ['prettier', 'npx prettier --check .'],
    ['dockerfile', 'node scripts/lint-dockerfile.mjs'],
    ['unit', 'npm run test:unit'],
  ],
  [
    ['stories', 'npm run test:stories'],
    ['server', 'npm run test:server'],
    // The journeys' build (client, server renderer, bundle checks) needs no test result: done beside them. Vite
    // only: `npm run build` would regenerate the generated files under the suites that are reading them.
    ['e2e build', 'VITE_QA_DRAWER=on npx vite build && node scripts/check-production-bundle.mjs'],
  ],
  [['e2e', 'npx playwright test']],
];

// Not under test-results/: Playwright empties that folder when the journeys start.
const LOGS = 'test-logs';
const running = new Map();
const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run(name, command, { live }) {
  const file = `${LOGS}/${name.replace(/\W+/g, '-')}.log`;
  const chunks = [];
  const begun = Date.now();
  console.log(`▶ ${name}: ${command}`);
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.set(name, { child, chunks });
  const keep = (stream) => (data) => (live ? stream.write(data) : chunks.push(data));
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(name);
      mkdirSync(LOGS, { recursive: true });
      writeFileSync(file, Buffer.concat(chunks));
      if (!live) process.stdout.write(`\n──── ${name} ────\n${readFileSync(file, 'utf8')}`);
      const ms = Date.now() - begun;
      times.push({ name, ms, ok: code === 0 });
      console.log(`${code === 0 ? '✓' : '✗'} ${name}: ${seconds(ms)}${code === 0 ? '' : ` (exit ${code})`}`);
      resolve(code === 0);
    });
  });
}

function report() {
  console.log('\nnpm test, by task (wall clock):');
  for (const t of times) console.log(`  ${t.ok ? '✓' : '✗'} ${t.name.padEnd(10)} ${seconds(t.ms).padStart(6)}`);
  console.log(`  total      ${seconds(Date.now() - started).padStart(6)}`);
}

// Stopped from outside (CI's time limit, Ctrl-C): show what the running tasks had written, and stop them.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const [name, { child, chunks }] of running) {
      process.stdout.write(`\n──── ${name} (stopped) ────\n${Buffer.concat(chunks).toString('utf8')}`);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    report();
    process.exit(130);
  });

for (const stage of STAGES) {
  const live = stage.length === 1;
  const results = await Promise.all(stage.map(([name, command]) => run(name, command, { live })));
  if (results.includes(false)) {
    report();
    process.exit(1);
  }
}
report();
