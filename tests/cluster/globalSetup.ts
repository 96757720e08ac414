// Prepares the database, starts the two instances for the whole run, gives the tests their process ids (faults kill
// one), and stops them at the end. The migrations and the demo seed are applied here first, with the test suites'
// cheap password hashes (production's scrypt for some 30 demo passwords took most of a minute on two busy cores);
// then both instances start at once (two first starts on an empty database would race on the migrations).
import type { ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { loadBrands } from '../../server/src/brands/loadBrands';
import { openDb } from '../../server/src/db/client';
import { prepareDb } from '../../server/src/db/setup';
import { databaseUrl } from './cluster';
import { startInstance } from './instanceProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterPids: { a: number; b: number };
  }
}

export default async function setup(project: TestProject) {
  // CLUSTER_PIDS=<a>,<b>: instances already running on the ports (while working on the suite); used as they are.
  const running = process.env.CLUSTER_PIDS?.split(',').map(Number);
  if (running?.length === 2) return void project.provide('clusterPids', { a: running[0]!, b: running[1]! });
  const handle = await openDb({ databaseUrl: databaseUrl() });
  try {
    await prepareDb(handle, loadBrands(), { demoAccounts: true, scrypt: { N: 2 ** 10, r: 8, p: 1 } });
  } finally {
    await handle.close();
  }
  const started: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      started.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  try {
    const both = await Promise.allSettled([startInstance('a'), startInstance('b')]);
    for (const r of both) if (r.status === 'fulfilled') started.push(r.value);
    const failed = both.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('clusterPids', { a: started[0]!.pid!, b: started[1]!.pid! });
  return stop;
}
