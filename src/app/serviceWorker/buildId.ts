import { createHash } from 'node:crypto';

/** What the worker's source holds where the build writes its id. */
export const BUILD_ID_PLACEHOLDER = '__WL_BUILD_ID__';

/**
 * The build's id: a hash of the worker's source and of every other file the build wrote (their names carry their
 * content hashes). Any change to the app gives a new id, so a new worker file, which a browser installs on its next
 * navigation; the same build gives the same id, so nobody reinstalls for nothing.
 */
export function buildId(workerSource: string, outputFiles: readonly string[]): string {
  const hash = createHash('sha256').update(workerSource);
  for (const file of [...outputFiles].sort()) hash.update(`\n${file}`);
  return hash.digest('hex').slice(0, 12);
}

/** The worker as served: its source with the build's id in place of the placeholder. */
export function stampWorker(workerSource: string, id: string): string {
  if (!workerSource.includes(BUILD_ID_PLACEHOLDER)) throw new Error(`service worker: no ${BUILD_ID_PLACEHOLDER}`);
  return workerSource.replaceAll(BUILD_ID_PLACEHOLDER, id);
}
