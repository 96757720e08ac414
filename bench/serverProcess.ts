import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the reference server (built app + fresh embedded database) on a loopback port for a benchmark, in production
 * mode: no dev tools (an inherited DEV_TOOLS=1 would make it refuse to start) and no demo accounts (no page here signs
 * in).
 */
export async function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Required in production (server/src/config.ts); any key does for a benchmark's throwaway database.
      OPS_SECRET_KEY: process.env.OPS_SECRET_KEY || 'be0c'.repeat(16),
      DEV_TOOLS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Seeding the demo accounts (SEED_DEMO) hashes their passwords at production cost: minutes on a busy machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error(`the reference server on ${url} did not come up`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
