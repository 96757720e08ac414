import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Settings from the environment (main.ts); buildServer takes the same values as explicit options. */
export interface EnvConfig {
  port: number;
  host: string;
  production: boolean;
  databaseUrl?: string;
  dataDir: string;
  defaultBrand?: string;
  /** The built front end (vite build output); DIST_DIR lets parallel builds coexist. */
  distDir?: string;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? fileURLToPath(new URL('../.data/wps', import.meta.url)),
    defaultBrand: env.DEFAULT_BRAND || undefined,
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : undefined,
  };
}
