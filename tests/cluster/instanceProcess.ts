// One server instance as a real process, as a deployment runs it: `node --import tsx server/src/main.ts` with
// production's settings (docs/deploy.md; tests/e2e/serverList.ts `production`) on the suite's PostgreSQL. Its log
// lines go to CLUSTER_LOG_DIR/instance-<name>.log (scripts/ci-cluster.sh prints their tail on a failure).
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { INSTANCES, type InstanceName, OPS_SECRET_KEY, PAY_SECRET, databaseUrl } from './cluster';

export function instanceEnv(name: InstanceName): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(INSTANCES[name].port),
    DATABASE_URL: databaseUrl(),
    OPS_SECRET_KEY,
    // Deposits are open (each callback signed with the brand's key derived from it, services/wallet/paySecret.ts).
    PAY_SECRET,
    // No SEED_DEMO: globalSetup.ts seeded the demo members and operators (public passwords; a throw-away database).
    FEED_SECONDS: '0',
    // The suite is the one proxy hop: each check sends its client address in X-Forwarded-For.
    TRUST_PROXY: '1',
    // A SIGTERM at the end need not wait for a balancer's probe.
    SHUTDOWN_DRAIN_SECONDS: '0',
    LOG_LEVEL: 'warn',
    // The built app (bench:cluster's home page); the suite needs none.
    ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
  };
}

/** Starts the instance and resolves once /readyz answers 200 (the database answers and is migrated). */
export async function startInstance(name: InstanceName, timeoutMs = 150_000): Promise<ChildProcess> {
  const log = openSync(join(process.env.CLUSTER_LOG_DIR ?? tmpdir(), `instance-${name}.log`), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: instanceEnv(name),
    stdio: ['ignore', log, log],
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited !== undefined) throw new Error(`instance ${name} exited with ${exited} while starting (see its log)`);
    try {
      if ((await fetch(`${INSTANCES[name].url}/readyz`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`instance ${name} not ready in ${timeoutMs / 1000} s`);
}
