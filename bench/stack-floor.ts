// The smallest first route the fixed stack allows: bundles bench/stack-floor/entry.tsx (React, react-dom,
// react-router, MobX, Emotion, i18next, axios — no app code) with the app's own Vite settings and prints its
// gzipped size (level 9, as bench/web-lighthouse.ts counts), with and without axios. Run: npm run bench:floor
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

const entry = fileURLToPath(new URL('./stack-floor/entry.tsx', import.meta.url));

async function gzippedKb(external: string[] = []): Promise<number> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    build: { write: false, target: 'es2022', rolldownOptions: { input: entry, external } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  let bytes = 0;
  for (const o of outputs) if (o.type === 'chunk') bytes += gzipSync(o.code, { level: 9 }).length;
  return bytes / 1024;
}

const all = await gzippedKb();
const withoutAxios = await gzippedKb(['axios']);
console.log(
  `stack floor (React, react-dom, react-router, MobX, Emotion, i18next, axios): ${all.toFixed(1)} KB gzipped`,
);
console.log(
  `the same without axios: ${withoutAxios.toFixed(1)} KB gzipped (axios ${(all - withoutAxios).toFixed(1)} KB)`,
);
