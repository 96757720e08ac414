// The container image without docker (issue 31; CI has no docker): the runtime stage of the Dockerfile is rebuilt
// from the repository (runtimeTree.ts) in a temp folder, and the server is started from that tree alone, with the
// image's CMD and ENV in production, on an empty embedded database. A file the server needs that the COPY lines leave
// out (a source folder, schemas, brands, migrations, a production dependency) stops it here as it would the image.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repoRoot } from '../src/config';
import { assembleRuntimeTree, parseRuntimeStage, writeStandInDist, type RuntimeStage } from './runtimeTree';

const stage: RuntimeStage = parseRuntimeStage(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8'));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

test('the runtime stage runs as a non-root user, in production, with a healthcheck on /healthz', () => {
  expect(stage.user).toBeDefined();
  expect(stage.user).not.toMatch(/^(root|0)(:|$)/);
  expect(stage.env.NODE_ENV).toBe('production');
  expect(stage.healthcheck).toContain('/healthz');
  expect(stage.cmd[0]).toBe('node');
});

describe('the server started from the runtime tree alone', () => {
  const tree = mkdtempSync(join(tmpdir(), 'wps-runtime-tree-'));
  let server: ChildProcess;
  let base = '';
  let output = '';

  beforeAll(async () => {
    assembleRuntimeTree(stage, tree, writeStandInDist);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Nothing from this process's environment (DATABASE_URL in the PostgreSQL run, the test switches): the image's
    // ENV, then what a deployment sets. No SEED_DEMO or DEV_TOOLS: the demo seed stays off.
    server = spawn(process.execPath, stage.cmd.slice(1), {
      cwd: tree,
      env: {
        PATH: process.env.PATH,
        ...stage.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(tree, 'data', 'wps'),
        OPS_SECRET_KEY: 'ab'.repeat(32),
        SHUTDOWN_DRAIN_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-4000));
    server.stdout!.on('data', keep);
    server.stderr!.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`))),
    );
    const up = (async () => {
      // About 25 s alone (initdb, migrations, the brands' seed, every schema compiled); more beside other suites.
      for (const deadline = Date.now() + 100_000; Date.now() < deadline && server.exitCode === null;) {
        if (await answers(`${base}/healthz`)) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`the server did not answer /healthz in 100 s:\n${output}`);
    })();
    await Promise.race([up, exited]);
  }, 110_000);

  afterAll(async () => {
    if (server?.exitCode === null) {
      const gone = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await gone;
    }
    rmSync(tree, { recursive: true, force: true });
  });

  test('/healthz and /readyz answer: the migrations were found and applied', async () => {
    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  test("the player's home page is the built app's HTML with its script, and the script is served", async () => {
    const page = await fetch(`${base}/m/home`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('src="/m/assets/index-1.js"');
    const script = await fetch(`${base}/m/assets/index-1.js`);
    expect(script.status).toBe(200);
  });
});
