// One process per embedded database folder. PGlite has no lock of its own, and two processes on one folder (a server
// and a backup, a second server, a one-off command) would each write PostgreSQL's files and corrupt them. openDb
// takes `<dataDir>.lock` (beside the folder, so a dumpDataDir() backup never carries it) and refuses a folder that a
// live process holds.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/** The folder is in use by another live process (or one whose liveness cannot be checked from here). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

interface LockFile {
  pid: number;
  host: string;
  since: string;
}

/** Folders this process holds: the pid alone cannot tell them from a lock left by an earlier life of this pid. */
const held = new Set<string>();

export const lockFileOf = (dataDir: string) => `${resolve(dataDir)}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockFile | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockFile;
  } catch {
    return undefined; // gone meanwhile, or half written by a process that died: stale
  }
}

/** Why the lock is held, or undefined when it is stale (its process is gone). */
function holder(file: string, dir: string): string | undefined {
  if (held.has(dir)) return 'this process';
  const lock = readLock(file);
  if (!lock) return undefined;
  if (lock.host !== hostname())
    // Another container or machine on a shared volume: its process cannot be seen from here.
    return `process ${lock.pid} on host ${lock.host} (since ${lock.since})`;
  // Our own pid is a lock left by an earlier life of this pid (a restarted container's process 1).
  if (lock.pid !== process.pid && alive(lock.pid)) return `process ${lock.pid} (since ${lock.since})`;
  return undefined;
}

/** Takes the folder's lock or throws DataDirInUseError; the returned function releases it (idempotent). */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const file = lockFileOf(dir);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const by = holder(file, dir);
      if (by || attempt > 0)
        throw new DataDirInUseError(
          `the embedded database ${dir} is in use by ${by ?? 'another process'}. PGlite is one process's: stop the ` +
            `server (or the other command) first; if none runs on this folder, delete ${file}.`,
        );
      unlinkSync(file); // stale: its process is gone (a crash or SIGKILL); take it over, once
    }
  }
  held.add(dir);
  const release = () => {
    if (!held.delete(dir)) return;
    process.off('exit', release);
    try {
      unlinkSync(file);
    } catch {
      // already removed by hand
    }
  };
  process.on('exit', release);
  return release;
}
