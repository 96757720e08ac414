// The cross-instance fault suite (issue 31): run by scripts/ci-cluster.sh, which starts a throw-away PostgreSQL and
// sets CLUSTER_DATABASE_URL; globalSetup.ts starts the two instances. Kept out of `npm test`: the root config's
// projects include neither tests/cluster/ nor this file.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files in name order: the faults (a restart, a killed instance) come after the checks on a calm cluster. */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((x, y) => x.moduleId.localeCompare(y.moduleId));
  }
}

export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../../common', import.meta.url)) } },
  test: {
    name: 'cluster',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/cluster/globalSetup.ts'],
    // One file at a time, one worker: the files share two instances and one database.
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { sequencer: ByName },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
