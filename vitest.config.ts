import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Projects: unit (jsdom), server (node, real database). Storybook stories run as a third project.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
