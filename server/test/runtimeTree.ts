// The Dockerfile's runtime stage, read and rebuilt from the repository without docker (runtime-tree.test.ts). The
// build stage is the repository after `npm run build`; the deps stage is `npm ci --omit=dev`.
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, relative } from 'node:path';
import { repoRoot } from '../src/config';

export interface Copy {
  from: string;
  sources: string[];
  dest: string;
}

export interface RuntimeStage {
  copies: Copy[];
  env: Record<string, string>;
  workdir: string;
  user?: string;
  healthcheck?: string;
  cmd: string[];
  /** WORKDIR of each earlier stage, by name: where its COPY sources live. */
  stageDirs: Map<string, string>;
}

/** The last stage of a Dockerfile: its COPY --from lines, ENV, WORKDIR, USER, HEALTHCHECK and CMD. */
export function parseRuntimeStage(dockerfile: string): RuntimeStage {
  const lines = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stageDirs = new Map<string, string>();
  let stage: RuntimeStage | undefined;
  let name = '';
  for (const line of lines) {
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = op.toUpperCase();
    if (instruction === 'FROM') {
      name = /\bAS\s+(\S+)/i.exec(rest)?.[1] ?? '';
      stage = { copies: [], env: {}, workdir: '/', cmd: [], stageDirs };
    } else if (!stage) continue;
    else if (instruction === 'WORKDIR') {
      stage.workdir = posix.resolve(stage.workdir, rest);
      if (name) stageDirs.set(name, stage.workdir);
    } else if (instruction === 'ENV')
      for (const [, k, v] of rest.matchAll(/(\w+)=("[^"]*"|\S*)/g)) stage.env[k!] = v!.replace(/^"|"$/g, '');
    else if (instruction === 'USER') stage.user = rest;
    else if (instruction === 'HEALTHCHECK') stage.healthcheck = rest;
    else if (instruction === 'CMD') stage.cmd = JSON.parse(rest) as string[];
    else if (instruction === 'COPY') {
      const words = rest.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
      const args = words.filter((w) => !w.startsWith('--'));
      if (from) stage.copies.push({ from, sources: args.slice(0, -1), dest: args.at(-1)! });
    }
  }
  if (!stage) throw new Error('no FROM in the Dockerfile');
  return stage;
}

/** The top-level packages `npm ci --omit=dev` installs: package-lock.json entries not marked dev. */
export function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path) && !entry.dev)
    .map(([path]) => path.slice('node_modules/'.length))
    .filter((name) => existsSync(join(repoRoot, 'node_modules', name))); // optional ones for other platforms
}

/**
 * Copies what the runtime stage copies into `tree`. Sources and assets are real copies, so a path missing from the
 * COPY lines is missing here. node_modules is a folder of symlinks to the repository's production packages only (a
 * copy would take minutes): an import of a devDependency fails here as in the image, though a package's own files are
 * not checked. `dist` (the client build) is `standIn`, as in the other server tests, written where the COPY puts it.
 */
export function assembleRuntimeTree(stage: RuntimeStage, tree: string, standIn: (dist: string) => void) {
  const inTree = (dest: string) => join(tree, relative(stage.workdir, posix.resolve(stage.workdir, dest)));
  for (const copy of stage.copies) {
    const from = stage.stageDirs.get(copy.from);
    if (!from) throw new Error(`COPY --from=${copy.from}: no such stage`);
    for (const source of copy.sources) {
      const rel = relative(from, posix.resolve(from, source));
      if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`COPY ${source}: outside ${from}`);
      const toDir = copy.sources.length > 1 || copy.dest.endsWith('/');
      const target = toDir ? join(inTree(copy.dest), posix.basename(rel)) : inTree(copy.dest);
      mkdirSync(dirname(target), { recursive: true });
      if (rel === 'node_modules') {
        for (const name of productionPackages()) {
          mkdirSync(dirname(join(target, name)), { recursive: true });
          symlinkSync(join(repoRoot, 'node_modules', name), join(target, name), 'dir');
        }
      } else if (rel === 'dist') standIn(target);
      else if (!existsSync(join(repoRoot, rel))) throw new Error(`COPY ${source}: not in the repository`);
      else cpSync(join(repoRoot, rel), target, { recursive: true });
    }
  }
}

/** A stand-in client build (the shape `vite build` writes, as app.test.ts builds it). */
export function writeStandInDist(dist: string) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Games</title>' +
      '<script type="module" crossorigin src="/m/assets/index-1.js"></script></head>' +
      '<body><div id="root"><!--app-html--><!--/app-html--></div><!--app-data--></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-1.js'), 'export {};');
}
