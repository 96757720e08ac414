// Proves the development tools stay out of the production bundle: builds the client as `npm run build` does (no
// VITE_QA_DRAWER) into dist-production, and fails if any QA-drawer code is in it. It also checks that the QA build
// (dist, made by `npm run build:qa` before the end-to-end tests) does carry the drawer, so the check can fail. And it
// checks the landing screen's chunk imports only the start chunk (the code splitting in vite.config.ts), and that the
// operator console's build (dist/ops) and the player's chunks hold none of each other's code.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Strings only the QA drawer's modules contain (not endpoint paths: the API table lists every endpoint). */
const MARKERS = ['qa-flag-', 'Open the QA configuration drawer'];
const OUT = 'dist-production';

function scripts(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...scripts(path));
    else if (entry.name.endsWith('.js')) found.push(path);
  }
  return found;
}

const carrying = (dir) =>
  scripts(dir).filter((file) => MARKERS.some((marker) => readFileSync(file, 'utf8').includes(marker)));

if (!existsSync('dist/index.html')) throw new Error('build the QA bundle first (npm run build:qa)');
if (carrying('dist').length === 0) throw new Error('the QA build carries no drawer: the markers are out of date');

const env = { ...process.env };
delete env.VITE_QA_DRAWER;
// The client bundle is what players download; the server-side renderer is not needed for this check.
env.WL_SSR = '0';
execFileSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env,
});
const leaks = carrying(OUT);
// The landing screen's shared imports travel in the start chunk (vite.config.ts entryChunk): its chunk needs nothing
// else, so /m/home downloads the start chunk, the bundler's runtime and the screen, not a dozen tiny shared chunks.
const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8'));
const extra = (manifest['src/features/home/HomeScreen.tsx']?.imports ?? ['(no home chunk)']).filter(
  (key) => key !== 'index.html' && !key.startsWith('_rolldown-runtime'),
);
// And the page's one script is the start chunk: were the grouping to leave the entry a facade, the HTML would name a
// second script the server does not hold back until after the first paint.
const pageScripts = [
  ...readFileSync(join(OUT, 'index.html'), 'utf8').matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
];
if (pageScripts.length !== 1 || !pageScripts[0][1].endsWith(`/${manifest['index.html']?.file}`))
  extra.push(`index.html loads ${pageScripts.map((m) => m[1]).join(', ')}, not only ${manifest['index.html']?.file}`);
// The operator console (vite.config.ts opsBuild) is a build of its own in <out>/ops: none of the player app's code in
// it, none of its code in the player's chunks. Each marker is checked on the side that must carry it too.
const CONSOLE_MARKER = 'wps.ops.token'; // src/ops/api.ts
const PLAYER_MARKER = '[boot] start-up failed'; // src/app/main.tsx
const holding = (dir, marker) => scripts(dir).filter((file) => readFileSync(file, 'utf8').includes(marker));
const consoleSplit = [];
if (holding(join(OUT, 'ops'), CONSOLE_MARKER).length === 0) consoleSplit.push('the console build is missing');
if (holding(join(OUT, 'assets'), PLAYER_MARKER).length === 0) consoleSplit.push('the player marker is out of date');
consoleSplit.push(...holding(join(OUT, 'assets'), CONSOLE_MARKER).map((f) => `console code in ${f}`));
consoleSplit.push(...holding(join(OUT, 'ops'), PLAYER_MARKER).map((f) => `player start-up code in ${f}`));
if (readFileSync(join(OUT, 'ops', 'ops.html'), 'utf8').includes('/m/'))
  consoleSplit.push('ops.html loads files of the player app (/m/)');
// The brand studio's form library (rjsf, src/ops/brands) is the console's alone: its additional-properties flag marks it.
const FORMS_MARKER = '__rjsf_additionalProperties';
if (holding(join(OUT, 'ops'), FORMS_MARKER).length === 0) consoleSplit.push('the form library marker is out of date');
consoleSplit.push(...holding(join(OUT, 'assets'), FORMS_MARKER).map((f) => `the console's form library in ${f}`));
rmSync(OUT, { recursive: true, force: true });
if (consoleSplit.length > 0) {
  console.error(`the console and the player app share code: ${consoleSplit.join('; ')}`);
  process.exit(1);
}
if (leaks.length > 0) {
  console.error(`QA drawer code in the production bundle: ${leaks.join(', ')}`);
  process.exit(1);
}
if (extra.length > 0) {
  console.error(`the start chunk is not what the home page needs: ${extra.join('; ')}`);
  process.exit(1);
}
console.log(
  "production bundle: no QA drawer code (the QA build has it); home's chunk needs only the start chunk; the console " +
    'and the player app share no chunk',
);
