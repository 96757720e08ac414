import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
// Unit files that mock a module or need module state no other file touched (tests/unit/isolatedUnit.test.ts).
import { testBrowserPath } from './tests/testBrowser';
import ISOLATED_UNIT from './tests/unit/isolated-unit.json' with { type: 'json' };

const UNIT = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];

// Projects: unit and unit-isolated (jsdom), server (node, real database), storybook (every story as a test in Chromium, with axe).
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  test: {
    projects: [
      // The unit files share one jsdom and their loaded modules per worker (isolate: false): a fresh jsdom per file
      // was 1 s of each file's 1.2 s. The files listed in tests/unit/isolated-unit.json run isolated in unit-isolated.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: UNIT,
          exclude: ISOLATED_UNIT,
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
          // Vitest's default is one worker fewer than the cores: one, on the two-core machines we test on.
          maxWorkers: 2,
          // npm test runs these beside the typecheck and the linters (scripts/test-all.mjs): a file that decrypts a
          // whole settings payload in jsdom took over Vitest's default 5 s there. A time-out is no behaviour check.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          include: ISOLATED_UNIT,
          setupFiles: ['tests/unit/setup.ts'],
          // As unit's: Vitest refuses two projects of one run with different worker counts in the same group.
          maxWorkers: 2,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Seeds one template database per run; each file's server starts from a copy (server/test/testDb.ts), so
          // files share no data and run in parallel. Files in one worker share loaded modules (isolate: false): the
          // server's modules are imported once per worker, not once per file (about 1.5 s each). So no file mocks
          // a module, and a file that changes process.env puts it back.
          globalSetup: ['server/test/dbTemplate.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Imported only lazily (the captcha's proof-of-work worker): found mid-run, Vite would re-optimise and reload
        // the page under a running story.
        optimizeDeps: {
          include: ['altcha-lib', 'altcha-lib/algorithms/web/pbkdf2', 'altcha-lib/workers/shared'],
        },
        test: {
          name: 'storybook',
          // Vitest's default is one page fewer than the cores, one here; a story mostly waits (rendering, the browser
          // round trip, axe), so one page used about 0.8 of a core: two pages keep both cores busy.
          maxWorkers: 2,
          // The first story of a lazily loaded screen waits for Vite to transform its chunks on demand: the brand
          // screen's (rjsf and its validators) took 3.3 s alone and over 15 s beside the server suite in npm test.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: testBrowserPath,
                args: ['--no-sandbox', '--disable-gpu'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
