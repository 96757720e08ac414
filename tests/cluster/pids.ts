// The instances' process ids, from globalSetup.ts (a fault kills one, the jobs check names their runs' rows).
import { inject } from 'vitest';

export const pids = () => inject('clusterPids');
